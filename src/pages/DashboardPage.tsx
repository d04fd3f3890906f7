import { Suspense } from 'react';
import { useAuth } from '@/features/auth';
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

const DueSoonCard = lazyWithPreload(() =>
  import('@/features/classes/components/DueSoonCard').then((module) => ({
    default: module.DueSoonCard,
  })),
);
const ClassesShortcutCard = lazyWithPreload(() =>
  import('@/features/classes/components/DueSoonCard').then((module) => ({
    default: module.ClassesShortcutCard,
  })),
);
void DueSoonCard.preload();
// Notes the student opened and has not finished (issue 23): a small chunk of its own.
const NotesInProgress = lazyWithPreload(() =>
  import('@/features/notes/components/NotesInProgress').then((module) => ({
    default: module.NotesInProgress,
  })),
);

function ClassesSection() {
  const { profile } = useAuth();
  return (
    <Suspense fallback={<div className="min-h-40" aria-hidden="true" />}>
      {profile?.role === 'contestant' ? <DueSoonCard /> : <ClassesShortcutCard />}
    </Suspense>
  );
}

export default function DashboardPage() {
  return (
    <Dashboard
      renderExtras={() => <ClassesSection />}
      renderStudentExtras={() => (
        <Suspense fallback={null}>
          <ProgressPicture />
          <NotesInProgress />
        </Suspense>
      )}
    />
  );
}
