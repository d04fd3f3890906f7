import type { HTMLAttributes } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { badgeVariants } from './badge-variants';
import { cn } from '@/lib/cn';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
