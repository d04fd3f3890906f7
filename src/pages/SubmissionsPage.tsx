import { MySubmissions } from '@/features/answers/components/MySubmissions';

export default function SubmissionsPage() {
  return <MySubmissions />;
}
