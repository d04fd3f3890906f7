import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function ProfilePage() {
  return <PagePlaceholder title="Profile" />;
}
