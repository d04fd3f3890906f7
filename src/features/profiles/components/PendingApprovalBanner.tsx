import type { AccountStatus } from '@/lib/domain';

export function PendingApprovalBanner({ status }: { status: AccountStatus }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-yellow-300 bg-yellow-50 px-4 py-3 text-yellow-900"
    >
      <p className="font-semibold">Account Pending Approval</p>
      <p className="mt-1 text-sm">
        {status === 'rejected'
          ? 'Your account was not approved. Some features are unavailable; contact the administrator if you think this is a mistake.'
          : 'Your account is waiting for administrator approval. Some features are unavailable until it is approved.'}
      </p>
    </div>
  );
}
