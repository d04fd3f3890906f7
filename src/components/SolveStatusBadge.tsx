import { Badge } from '@/components/ui/badge';
import type { SolveStatus } from '@/lib/domain';

const LOOK: Record<
  SolveStatus,
  { label: string; mark: string; variant: 'success' | 'warning' | 'outline' }
> = {
  solved: { label: 'Solved', mark: '✓', variant: 'success' },
  attempted: { label: 'Attempted', mark: '◐', variant: 'warning' },
  gave_up: { label: 'Gave up', mark: '⊘', variant: 'outline' },
  not_tried: { label: 'Not tried', mark: '○', variant: 'outline' },
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
  return (
    <Badge variant={look.variant} className={className} data-solve-status={status}>
      <span aria-hidden="true" className="mr-1">
        {look.mark}
      </span>
      <span>{look.label}</span>
    </Badge>
  );
}
