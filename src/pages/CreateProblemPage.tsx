import { CreateProblemForm } from '@/features/problems/components/create/CreateProblemForm';

export default function CreateProblemPage() {
  return <CreateProblemForm />;
}
