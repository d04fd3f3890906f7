import { useAuth } from '@/features/auth';
import { NoticeList } from '@/features/notices/components/NoticeList';

export default function NoticesPage() {
  const { user } = useAuth();
  return user ? <NoticeList userId={user.id} /> : null;
}
