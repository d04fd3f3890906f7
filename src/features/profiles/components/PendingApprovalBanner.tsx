import type { AccountStatus } from '@/lib/domain';
import { messages, useT } from '@/lib/i18n';

const pendingMessages = messages('pendingApprovalBanner', {
  title: 'Account Pending Approval',
  rejected:
    'Your account was not approved. Some features are unavailable; contact the administrator if you think this is a mistake.',
  waiting:
    'Your account is waiting for administrator approval. Some features are unavailable until it is approved.',
});

export function PendingApprovalBanner({ status }: { status: AccountStatus }) {
  const t = useT(pendingMessages);
  return (
    <div
      role="status"
      className="rounded-lg border border-yellow-300 bg-yellow-50 px-4 py-3 text-yellow-900"
    >
      <p className="font-semibold">{t.title}</p>
      <p className="mt-1 text-sm">{status === 'rejected' ? t.rejected : t.waiting}</p>
    </div>
  );
}
