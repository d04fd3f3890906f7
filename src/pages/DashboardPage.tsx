import { Suspense } from 'react';
import { Dashboard } from '@/features/profiles/components/Dashboard';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// Only students have a progress picture; its chunk (a few KB) starts with the page, so it is
// there when the profile says "student" and the cards below it never move down (layout shift).
const ProgressPicture = lazyWithPreload(() =>
  import('@/features/practice/components/ProgressPicture').then((module) => ({
    default: module.ProgressPicture,
  })),
);
void ProgressPicture.preload(); // a failure is handled inside; the section then retries

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
