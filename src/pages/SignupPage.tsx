import { SignupForm } from '@/features/auth/components/SignupForm';

export default function SignupPage() {
  return <SignupForm />;
}
