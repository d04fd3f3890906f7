import { GradingBoard } from '@/features/answers/components/GradingBoard';

export default function GradingPage() {
  return <GradingBoard />;
}
