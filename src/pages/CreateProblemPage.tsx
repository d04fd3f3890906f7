import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function CreateProblemPage() {
  return <PagePlaceholder title="Create Problem" />;
}
