import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function AdminUserCredentialsPage() {
  return <PagePlaceholder title="User Credentials" />;
}
