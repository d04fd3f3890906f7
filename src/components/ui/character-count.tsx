import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format-count';

interface CharacterCountProps {
  id?: string;
  length: number;
  limit: number;
  className?: string;
}

/** "1,234 / 5,000" under a long text field; announced to screen readers only near the limit. */
export function CharacterCount({ id, length, limit, className }: CharacterCountProps) {
  const near = length >= limit * 0.9;
  return (
    <p
      id={id}
      aria-live={near ? 'polite' : 'off'}
      className={cn(
        'text-right text-xs tabular-nums',
        near ? 'font-medium text-amber-800' : 'text-slate-500',
        className,
      )}
    >
      {formatCount(length)} / {formatCount(limit)} characters
    </p>
  );
}
