import { StopNoticeEmail } from '@/features/notices/components/StopNoticeEmail';

export default function NoticesStopPage() {
  return <StopNoticeEmail />;
}
