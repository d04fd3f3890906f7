import { Badge, type BadgeProps } from '@/components/ui/badge';
import type { AccountStatus } from '@/lib/domain';

const VARIANT_BY_STATUS: Record<AccountStatus, BadgeProps['variant']> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'destructive',
};

export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  return <Badge variant={VARIANT_BY_STATUS[status] ?? 'outline'}>{status}</Badge>;
}
