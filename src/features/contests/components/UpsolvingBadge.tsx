import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import type { UpsolvingState } from '../api';
import { UPSOLVING_TONE, upsolvingMessages } from './upsolving';

export function UpsolvingBadge({ state }: { state: UpsolvingState }) {
  const t = useT(upsolvingMessages);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold',
        UPSOLVING_TONE[state],
      )}
      data-upsolving={state}
    >
      {t[state]}
    </span>
  );
}
