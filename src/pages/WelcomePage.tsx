import { WelcomeForm } from '@/features/auth/components/WelcomeForm';

export default function WelcomePage() {
  return <WelcomeForm />;
}
