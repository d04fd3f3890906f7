// Every route of src/app/route-table.tsx, and which roles can see which (docs/decisions/0002). Dynamic routes get ids
// from the seed at run time.
export type Role = 'visitor' | 'student' | 'instructor' | 'admin' | 'superadmin';

export interface RouteTarget {
  /** Stable name for reports and screenshot files. */
  name: string;
  path: (ids: SeedIds) => string;
}

export interface SeedIds {
  problemId: string;
  contestId: string;
}

const fixed = (name: string, path: string): RouteTarget => ({ name, path: () => path });

export const PUBLIC_ROUTES: readonly RouteTarget[] = [
  fixed('home', '/'),
  fixed('login', '/login'),
  fixed('signup', '/signup'),
  fixed('forgot-password', '/forgot-password'),
  fixed('leaderboard', '/leaderboard'),
  fixed('problems', '/problems'),
  { name: 'problem-detail', path: (ids) => `/problems/${ids.problemId}` },
  fixed('contests', '/contests'),
  { name: 'contest-detail', path: (ids) => `/contests/${ids.contestId}` },
  fixed('submissions', '/submissions'),
  fixed('team', '/team'),
  fixed('notes', '/notes'),
  fixed('about', '/about'),
  fixed('privacy', '/privacy'),
  fixed('terms', '/terms'),
  fixed('testing-guide', '/testing-guide'),
];

/**
 * Public pages whose content does not depend on who is signed in: the student's visit covers the
 * staff roles' (their header is checked on every other page), to keep the sweep's time.
 */
const SAME_FOR_EVERY_ACCOUNT = new Set([
  'login',
  'signup',
  'forgot-password',
  'about',
  'privacy',
  'terms',
  'testing-guide',
]);
const PUBLIC_ROUTES_FOR_STAFF = PUBLIC_ROUTES.filter(
  (route) => !SAME_FOR_EVERY_ACCOUNT.has(route.name),
);

const SIGNED_IN_ROUTES = [
  fixed('dashboard', '/dashboard'),
  fixed('profile', '/profile'),
  fixed('classes', '/classes'),
];
/** /grading: for staff who grade answers (docs/decisions/0006). */
const STAFF_ROUTES = [fixed('create-problem', '/create-problem'), fixed('grading', '/grading')];
const ADMIN_ROUTES = [fixed('admin', '/admin')];
const SUPERADMIN_ROUTES = [
  fixed('admin-user-credentials', '/admin/user-credentials'),
  fixed('admin-approvals', '/admin/approvals'),
];

export const ROUTES_BY_ROLE: Record<Role, readonly RouteTarget[]> = {
  visitor: [...PUBLIC_ROUTES, fixed('not-found', '/this-page-does-not-exist')],
  student: [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES],
  instructor: [...PUBLIC_ROUTES_FOR_STAFF, ...SIGNED_IN_ROUTES, ...STAFF_ROUTES],
  admin: [...PUBLIC_ROUTES_FOR_STAFF, ...SIGNED_IN_ROUTES, ...STAFF_ROUTES, ...ADMIN_ROUTES],
  superadmin: [
    ...PUBLIC_ROUTES_FOR_STAFF,
    ...SIGNED_IN_ROUTES,
    ...STAFF_ROUTES,
    ...ADMIN_ROUTES,
    ...SUPERADMIN_ROUTES,
  ],
};
