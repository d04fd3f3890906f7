import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format-count';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';

const countMessages = messages('characterCount', {
  characters: '{length} / {limit} characters',
});

interface CharacterCountProps {
  id?: string;
  length: number;
  limit: number;
  className?: string;
}

/** "1,234 / 5,000" under a long text field; announced to screen readers only near the limit. */
export function CharacterCount({ id, length, limit, className }: CharacterCountProps) {
  const near = length >= limit * 0.9;
  const t = useT(countMessages);
  return (
    <p
      id={id}
      aria-live={near ? 'polite' : 'off'}
      className={cn(
        'text-end text-xs tabular-nums',
        near ? 'font-medium text-amber-800' : 'text-slate-500',
        className,
      )}
    >
      {fill(t.characters, { length: formatCount(length), limit: formatCount(limit) })}
    </p>
  );
}
