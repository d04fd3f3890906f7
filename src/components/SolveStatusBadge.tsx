import { Badge } from '@/components/ui/badge';
import type { SolveStatus } from '@/lib/domain';
import { messages, useT } from '@/lib/i18n';

const statusMessages = messages('solveStatus', {
  solved: 'Solved',
  attempted: 'Attempted',
  gave_up: 'Gave up',
  not_tried: 'Not tried',
});

const LOOK: Record<SolveStatus, { mark: string; variant: 'success' | 'warning' | 'outline' }> = {
  solved: { mark: '✓', variant: 'success' },
  attempted: { mark: '◐', variant: 'warning' },
  gave_up: { mark: '⊘', variant: 'outline' },
  not_tried: { mark: '○', variant: 'outline' },
};

/** The signed-in student's progress on a problem: a word and a mark, never colour alone. */
export function SolveStatusBadge({
  status,
  className,
}: {
  status: SolveStatus;
  className?: string;
}) {
  const look = LOOK[status];
  const t = useT(statusMessages);
  return (
    <Badge variant={look.variant} className={className} data-solve-status={status}>
      <span aria-hidden="true" className="me-1">
        {look.mark}
      </span>
      <span>{t[status]}</span>
    </Badge>
  );
}
