import type { VariantProps } from 'class-variance-authority';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/cn';

type LinkButtonProps = LinkProps & VariantProps<typeof buttonVariants>;

/** A router link that looks like a button. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
