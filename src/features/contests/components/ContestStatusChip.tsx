import { Badge, type BadgeProps } from '@/components/ui/badge';
import { contestStatus, type ContestStatus } from './contest-status';

const STATUS_VARIANT: Record<ContestStatus, NonNullable<BadgeProps['variant']>> = {
  Upcoming: 'warning',
  Running: 'success',
  Ended: 'secondary',
};

export function ContestStatusChip({ start, end, now }: { start: string; end: string; now?: Date }) {
  const status = contestStatus(start, end, now);
  return (
    <Badge variant={STATUS_VARIANT[status]}>
      <span className="sr-only">Status: </span>
      {status}
    </Badge>
  );
}
