import { lazy, Suspense } from 'react';
import { Dashboard } from '@/features/profiles/components/Dashboard';

// Only students have a progress picture: its code loads for them alone.
const ProgressPicture = lazy(() =>
  import('@/features/practice/components/ProgressPicture').then((module) => ({
    default: module.ProgressPicture,
  })),
);

export default function DashboardPage() {
  return (
    <Dashboard
      renderStudentExtras={() => (
        <Suspense fallback={null}>
          <ProgressPicture />
        </Suspense>
      )}
    />
  );
}
