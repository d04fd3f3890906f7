import { isValidElement } from 'react';
import { createRoutesFromElements, matchRoutes, Route } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload';
import { ADMIN_ROLES, STAFF_ROLES, type Role } from '@/lib/domain';
import { AppLayout } from './layout/AppLayout';
import { RequireAuth } from './RequireAuth';

const HomePage = lazyWithPreload(() => import('@/pages/HomePage'));
const LoginPage = lazyWithPreload(() => import('@/pages/LoginPage'));
const SignupPage = lazyWithPreload(() => import('@/pages/SignupPage'));
const ForgotPasswordPage = lazyWithPreload(() => import('@/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazyWithPreload(() => import('@/pages/ResetPasswordPage'));
const WelcomePage = lazyWithPreload(() => import('@/pages/WelcomePage'));
const LeaderboardPage = lazyWithPreload(() => import('@/pages/LeaderboardPage'));
const ProblemsPage = lazyWithPreload(() => import('@/pages/ProblemsPage'));
const ProblemDetailPage = lazyWithPreload(() => import('@/pages/ProblemDetailPage'));
const ContestsPage = lazyWithPreload(() => import('@/pages/ContestsPage'));
const ContestDetailPage = lazyWithPreload(() => import('@/pages/ContestDetailPage'));
const ContestEditorPage = lazyWithPreload(() => import('@/pages/ContestEditorPage'));
const SubmissionsPage = lazyWithPreload(() => import('@/pages/SubmissionsPage'));
const TeamPage = lazyWithPreload(() => import('@/pages/TeamPage'));
const NotesPage = lazyWithPreload(() => import('@/pages/NotesPage'));
const NoteReadingPage = lazyWithPreload(() => import('@/pages/NoteReadingPage'));
const AboutPage = lazyWithPreload(() => import('@/pages/AboutPage'));
const PrivacyPage = lazyWithPreload(() => import('@/pages/PrivacyPage'));
const TermsPage = lazyWithPreload(() => import('@/pages/TermsPage'));
const TestingGuidePage = lazyWithPreload(() => import('@/pages/TestingGuidePage'));
const DashboardPage = lazyWithPreload(() => import('@/pages/DashboardPage'));
const ProfilePage = lazyWithPreload(() => import('@/pages/ProfilePage'));
const PublicProfilePage = lazyWithPreload(() => import('@/pages/PublicProfilePage'));
const CreateProblemPage = lazyWithPreload(() => import('@/pages/CreateProblemPage'));
const EditProblemPage = lazyWithPreload(() => import('@/pages/EditProblemPage'));
const GradingPage = lazyWithPreload(() => import('@/pages/GradingPage'));
const AdminPage = lazyWithPreload(() => import('@/pages/AdminPage'));
const AdminUserCredentialsPage = lazyWithPreload(() => import('@/pages/AdminUserCredentialsPage'));
const AdminApprovalsPage = lazyWithPreload(() => import('@/pages/AdminApprovalsPage'));
const ClassesPage = lazyWithPreload(() => import('@/pages/ClassesPage'));
const ClassPage = lazyWithPreload(() => import('@/pages/ClassPage'));
const ClassJoinPage = lazyWithPreload(() => import('@/pages/ClassJoinPage'));
const AssignmentPage = lazyWithPreload(() => import('@/pages/AssignmentPage'));
const AssignmentEditorPage = lazyWithPreload(() => import('@/pages/AssignmentEditorPage'));
const AssignmentMatrixPage = lazyWithPreload(() => import('@/pages/AssignmentMatrixPage'));
const NoticesPage = lazyWithPreload(() => import('@/pages/NoticesPage'));
const NoticesStopPage = lazyWithPreload(() => import('@/pages/NoticesStopPage'));
const NotFoundPage = lazyWithPreload(() => import('@/pages/NotFoundPage'));

const SUPERADMIN_ONLY: readonly Role[] = ['superadmin'];

/** Every route of the product plus /reset-password, /welcome and /grading; the guards (RequireAuth) say who may open which (docs/decisions/0006). */
export const appRoutes = createRoutesFromElements(
  <Route element={<AppLayout />}>
    <Route path={paths.home} element={<HomePage />} />
    <Route path={paths.login} element={<LoginPage />} />
    <Route path={paths.signup} element={<SignupPage />} />
    <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
    <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
    <Route path={paths.welcome} element={<WelcomePage />} />
    <Route path={paths.leaderboard} element={<LeaderboardPage />} />
    <Route path={paths.problems} element={<ProblemsPage />} />
    <Route path="/problems/:id" element={<ProblemDetailPage />} />
    <Route path={paths.contests} element={<ContestsPage />} />
    <Route path="/contests/:id" element={<ContestDetailPage />} />
    <Route path={paths.submissions} element={<SubmissionsPage />} />
    <Route path={paths.team} element={<TeamPage />} />
    <Route path={paths.notes} element={<NotesPage />} />
    <Route path="/notes/:id" element={<NoteReadingPage />} />
    <Route path={paths.about} element={<AboutPage />} />
    <Route path={paths.privacy} element={<PrivacyPage />} />
    <Route path={paths.terms} element={<TermsPage />} />
    <Route path={paths.testingGuide} element={<TestingGuidePage />} />
    <Route path={paths.noticesStop} element={<NoticesStopPage />} />
    <Route path="/u/:id" element={<PublicProfilePage />} />

    <Route element={<RequireAuth />}>
      <Route path={paths.dashboard} element={<DashboardPage />} />
      <Route path={paths.profile} element={<ProfilePage />} />
      <Route path={paths.classes} element={<ClassesPage />} />
      <Route path="/classes/join/:code" element={<ClassJoinPage />} />
      <Route path="/classes/:id" element={<ClassPage />} />
      <Route path="/assignments/:id" element={<AssignmentPage />} />
      <Route path={paths.notices} element={<NoticesPage />} />
    </Route>
    <Route element={<RequireAuth roles={STAFF_ROLES} requireApproved />}>
      <Route path={paths.createProblem} element={<CreateProblemPage />} />
      <Route path={paths.grading} element={<GradingPage />} />
      <Route path="/problems/:id/edit" element={<EditProblemPage />} />
      <Route path={paths.newContest} element={<ContestEditorPage />} />
      <Route path="/contests/:id/edit" element={<ContestEditorPage />} />
      <Route path={paths.newNote} element={<NotesPage />} />
      <Route path="/notes/:id/edit" element={<NotesPage />} />
      <Route path="/classes/:classId/assignments/new" element={<AssignmentEditorPage />} />
      <Route path="/assignments/:id/edit" element={<AssignmentEditorPage />} />
      <Route path="/assignments/:id/matrix" element={<AssignmentMatrixPage />} />
    </Route>
    <Route element={<RequireAuth roles={ADMIN_ROLES} requireApproved />}>
      <Route path={paths.admin} element={<AdminPage />} />
    </Route>
    <Route element={<RequireAuth roles={SUPERADMIN_ONLY} requireApproved />}>
      <Route path={paths.adminUserCredentials} element={<AdminUserCredentialsPage />} />
      <Route path={paths.adminApprovals} element={<AdminApprovalsPage />} />
    </Route>

    <Route path="*" element={<NotFoundPage />} />
  </Route>,
);

/** Loads the chunk of the page at `pathname` (see src/lib/lazy-with-preload.tsx); resolves when it is there. */
export function preloadPageAt(pathname: string): Promise<void> {
  const page = matchRoutes(appRoutes, pathname)?.at(-1)?.route.element;
  const type = isValidElement(page) ? page.type : null;
  if (typeof type !== 'function' || !('preload' in type)) return Promise.resolve();
  return (type as PreloadableComponent).preload();
}
