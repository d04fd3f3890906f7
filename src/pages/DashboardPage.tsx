import { lazy, Suspense } from 'react';
import { useAuth } from '@/features/auth';
import { Dashboard } from '@/features/profiles/components/Dashboard';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';

// The classes, progress and notes sections read through supabase-js, which a returning user's
// dashboard loads once its welcome line (stored session, early profile) has painted: their
// chunks come then too, not before that line (issue 27). The classes section keeps its place
// meanwhile; the student's sections come below the cards, under the first screen.
const ProgressPicture = lazy(() =>
  import('@/features/practice/components/ProgressPicture').then((module) => ({
    default: module.ProgressPicture,
  })),
);
const DueSoonCard = lazy(() =>
  import('@/features/classes/components/DueSoonCard').then((module) => ({
    default: module.DueSoonCard,
  })),
);
const ClassesShortcutCard = lazy(() =>
  import('@/features/classes/components/DueSoonCard').then((module) => ({
    default: module.ClassesShortcutCard,
  })),
);
// Notes the student opened and has not finished (issue 23): a small chunk of its own.
const NotesInProgress = lazy(() =>
  import('@/features/notes/components/NotesInProgress').then((module) => ({
    default: module.NotesInProgress,
  })),
);

const classesReserve = <div className="min-h-40" aria-hidden="true" />;

function ClassesSection() {
  const { profile } = useAuth();
  return (
    <Suspense fallback={classesReserve}>
      {profile?.role === 'contestant' ? <DueSoonCard /> : <ClassesShortcutCard />}
    </Suspense>
  );
}

export default function DashboardPage() {
  return (
    <Dashboard
      renderExtras={() => (
        <AfterFirstPaint placeholder={classesReserve}>
          <ClassesSection />
        </AfterFirstPaint>
      )}
      renderStudentExtras={() => (
        <AfterFirstPaint>
          <ProgressPicture />
          <NotesInProgress />
        </AfterFirstPaint>
      )}
    />
  );
}
