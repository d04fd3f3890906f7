import { isValidElement } from 'react';
import { createRoutesFromElements, matchRoutes, Route } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ADMIN_ROLES, STAFF_ROLES, type Role } from '@/lib/domain';
import { AppLayout } from './layout/AppLayout';
import { lazyPage, type LazyPage } from './lazy-page';
import { RequireAuth } from './RequireAuth';

const HomePage = lazyPage(() => import('@/pages/HomePage'));
const LoginPage = lazyPage(() => import('@/pages/LoginPage'));
const SignupPage = lazyPage(() => import('@/pages/SignupPage'));
const ForgotPasswordPage = lazyPage(() => import('@/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazyPage(() => import('@/pages/ResetPasswordPage'));
const WelcomePage = lazyPage(() => import('@/pages/WelcomePage'));
const LeaderboardPage = lazyPage(() => import('@/pages/LeaderboardPage'));
const ProblemsPage = lazyPage(() => import('@/pages/ProblemsPage'));
const ProblemDetailPage = lazyPage(() => import('@/pages/ProblemDetailPage'));
const ContestsPage = lazyPage(() => import('@/pages/ContestsPage'));
const ContestDetailPage = lazyPage(() => import('@/pages/ContestDetailPage'));
const ContestEditorPage = lazyPage(() => import('@/pages/ContestEditorPage'));
const SubmissionsPage = lazyPage(() => import('@/pages/SubmissionsPage'));
const TeamPage = lazyPage(() => import('@/pages/TeamPage'));
const NotesPage = lazyPage(() => import('@/pages/NotesPage'));
const AboutPage = lazyPage(() => import('@/pages/AboutPage'));
const PrivacyPage = lazyPage(() => import('@/pages/PrivacyPage'));
const TermsPage = lazyPage(() => import('@/pages/TermsPage'));
const TestingGuidePage = lazyPage(() => import('@/pages/TestingGuidePage'));
const DashboardPage = lazyPage(() => import('@/pages/DashboardPage'));
const ProfilePage = lazyPage(() => import('@/pages/ProfilePage'));
const CreateProblemPage = lazyPage(() => import('@/pages/CreateProblemPage'));
const EditProblemPage = lazyPage(() => import('@/pages/EditProblemPage'));
const GradingPage = lazyPage(() => import('@/pages/GradingPage'));
const AdminPage = lazyPage(() => import('@/pages/AdminPage'));
const AdminUserCredentialsPage = lazyPage(() => import('@/pages/AdminUserCredentialsPage'));
const AdminApprovalsPage = lazyPage(() => import('@/pages/AdminApprovalsPage'));
const NotFoundPage = lazyPage(() => import('@/pages/NotFoundPage'));

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
    <Route path={paths.about} element={<AboutPage />} />
    <Route path={paths.privacy} element={<PrivacyPage />} />
    <Route path={paths.terms} element={<TermsPage />} />
    <Route path={paths.testingGuide} element={<TestingGuidePage />} />

    <Route element={<RequireAuth />}>
      <Route path={paths.dashboard} element={<DashboardPage />} />
      <Route path={paths.profile} element={<ProfilePage />} />
    </Route>
    <Route element={<RequireAuth roles={STAFF_ROLES} requireApproved />}>
      <Route path={paths.createProblem} element={<CreateProblemPage />} />
      <Route path={paths.grading} element={<GradingPage />} />
      <Route path="/problems/:id/edit" element={<EditProblemPage />} />
      <Route path={paths.newContest} element={<ContestEditorPage />} />
      <Route path="/contests/:id/edit" element={<ContestEditorPage />} />
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

/** Loads the chunk of the page at `pathname` (see lazy-page.tsx); resolves when it is there. */
export function preloadPageAt(pathname: string): Promise<void> {
  const page = matchRoutes(appRoutes, pathname)?.at(-1)?.route.element;
  const type = isValidElement(page) ? page.type : null;
  if (typeof type !== 'function' || !('preload' in type)) return Promise.resolve();
  return (type as LazyPage).preload();
}
