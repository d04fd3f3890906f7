import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function AdminApprovalsPage() {
  return <PagePlaceholder title="User Approval Queue" />;
}
