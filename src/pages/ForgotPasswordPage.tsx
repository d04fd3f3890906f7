import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function ForgotPasswordPage() {
  return <PagePlaceholder title="Forgot your password?" />;
}
