import { ProblemList } from '@/features/problems/components/ProblemList';
import { ProblemsIntro } from './intros/ProblemsIntro';

export default function ProblemsPage() {
  return (
    <ProblemsIntro>
      <ProblemList />
    </ProblemsIntro>
  );
}
