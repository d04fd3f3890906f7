import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const fieldBaseClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 ' +
  'focus-visible:ring-offset-1 disabled:cursor-not-allowed disabled:opacity-50 ' +
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus-visible:ring-red-600';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      type={type}
      className={cn(
        fieldBaseClass,
        'h-10 py-2 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-2 file:py-1 file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
});
