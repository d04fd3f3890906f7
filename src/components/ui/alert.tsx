import { forwardRef, type HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

const alertVariants = cva('relative w-full rounded-lg border px-4 py-3 text-sm', {
  variants: {
    variant: {
      default: 'border-slate-200 bg-white text-slate-900',
      destructive: 'border-red-300 bg-red-50 text-red-800',
      warning: 'border-yellow-300 bg-yellow-50 text-yellow-900',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type AlertProps = HTMLAttributes<HTMLDivElement> & VariantProps<typeof alertVariants>;

export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { className, variant, role = 'alert', ...props },
  ref,
) {
  return (
    <div ref={ref} role={role} className={cn(alertVariants({ variant }), className)} {...props} />
  );
});

export const AlertTitle = forwardRef<HTMLHeadingElement, HTMLAttributes<HTMLHeadingElement>>(
  function AlertTitle({ className, ...props }, ref) {
    return (
      <h5
        ref={ref}
        className={cn('mb-1 font-semibold leading-none tracking-tight', className)}
        {...props}
      />
    );
  },
);

export const AlertDescription = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function AlertDescription({ className, ...props }, ref) {
    return <div ref={ref} className={cn('leading-relaxed', className)} {...props} />;
  },
);
