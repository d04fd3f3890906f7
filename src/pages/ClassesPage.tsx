import { ClassesHome } from '@/features/classes/components/ClassesHome';

export default function ClassesPage() {
  return <ClassesHome />;
}
