import { cn } from '@/lib/cn';
import type { UpsolvingState } from '../api';
import { UPSOLVING_LABEL, UPSOLVING_TONE } from './upsolving';

export function UpsolvingBadge({ state }: { state: UpsolvingState }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold',
        UPSOLVING_TONE[state],
      )}
      data-upsolving={state}
    >
      {UPSOLVING_LABEL[state]}
    </span>
  );
}
