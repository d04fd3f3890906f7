import { ApprovalQueue } from '@/features/admin/components/ApprovalQueue';

export default function AdminApprovalsPage() {
  return <ApprovalQueue />;
}
