import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function ResetPasswordPage() {
  return <PagePlaceholder title="Set a new password" />;
}
