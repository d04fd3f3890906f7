import { Badge, type BadgeProps } from '@/components/ui/badge';
import type { AccountStatus } from '@/lib/domain';
import { messages, useT } from '@/lib/i18n';

const statusMessages = messages('accountStatusBadge', {
  approved: 'approved',
  pending: 'pending',
  rejected: 'rejected',
});

const VARIANT_BY_STATUS: Record<AccountStatus, BadgeProps['variant']> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'destructive',
};

export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  const t = useT(statusMessages);
  return <Badge variant={VARIANT_BY_STATUS[status] ?? 'outline'}>{t[status] ?? status}</Badge>;
}
