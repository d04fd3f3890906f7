import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ADMIN_ROLES, STAFF_ROLES, type Role } from '@/lib/domain';
import { AppLayout } from './layout/AppLayout';
import { RequireAuth } from './RequireAuth';

const HomePage = lazy(() => import('@/pages/HomePage'));
const LoginPage = lazy(() => import('@/pages/LoginPage'));
const SignupPage = lazy(() => import('@/pages/SignupPage'));
const ForgotPasswordPage = lazy(() => import('@/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('@/pages/ResetPasswordPage'));
const WelcomePage = lazy(() => import('@/pages/WelcomePage'));
const LeaderboardPage = lazy(() => import('@/pages/LeaderboardPage'));
const ProblemsPage = lazy(() => import('@/pages/ProblemsPage'));
const ProblemDetailPage = lazy(() => import('@/pages/ProblemDetailPage'));
const ContestsPage = lazy(() => import('@/pages/ContestsPage'));
const ContestDetailPage = lazy(() => import('@/pages/ContestDetailPage'));
const ContestEditorPage = lazy(() => import('@/pages/ContestEditorPage'));
const SubmissionsPage = lazy(() => import('@/pages/SubmissionsPage'));
const TeamPage = lazy(() => import('@/pages/TeamPage'));
const NotesPage = lazy(() => import('@/pages/NotesPage'));
const AboutPage = lazy(() => import('@/pages/AboutPage'));
const PrivacyPage = lazy(() => import('@/pages/PrivacyPage'));
const TermsPage = lazy(() => import('@/pages/TermsPage'));
const TestingGuidePage = lazy(() => import('@/pages/TestingGuidePage'));
const DashboardPage = lazy(() => import('@/pages/DashboardPage'));
const ProfilePage = lazy(() => import('@/pages/ProfilePage'));
const CreateProblemPage = lazy(() => import('@/pages/CreateProblemPage'));
const EditProblemPage = lazy(() => import('@/pages/EditProblemPage'));
const GradingPage = lazy(() => import('@/pages/GradingPage'));
const AdminPage = lazy(() => import('@/pages/AdminPage'));
const AdminUserCredentialsPage = lazy(() => import('@/pages/AdminUserCredentialsPage'));
const AdminApprovalsPage = lazy(() => import('@/pages/AdminApprovalsPage'));
const NotFoundPage = lazy(() => import('@/pages/NotFoundPage'));

const SUPERADMIN_ONLY: readonly Role[] = ['superadmin'];

/** Every route of the product plus /reset-password, /welcome and /grading; the guards (RequireAuth) say who may open which (docs/decisions/0006). */
export function AppRoutes() {
  return (
    <Routes>
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
      </Route>
    </Routes>
  );
}
