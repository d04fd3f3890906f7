import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import {
  contestStatus,
  contestStatusMessages,
  statusLabel,
  type ContestStatus,
} from './contest-status';

const STATUS_VARIANT: Record<ContestStatus, NonNullable<BadgeProps['variant']>> = {
  Upcoming: 'warning',
  Running: 'success',
  Ended: 'secondary',
};

export function ContestStatusChip({ start, end, now }: { start: string; end: string; now?: Date }) {
  const t = useT(contestStatusMessages);
  const status = contestStatus(start, end, now);
  return (
    <Badge variant={STATUS_VARIANT[status]}>
      <span className="sr-only">{t.status}</span>
      {statusLabel(status, t)}
    </Badge>
  );
}
