/** Every in-app URL is built here so links and redirects never drift apart. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  welcome: '/welcome',
  dashboard: '/dashboard',
  profile: '/profile',
  /** A student's public profile: name, picture, rating, history, solved counts (issue 25). */
  publicProfile: (id: string) => `/u/${encodeURIComponent(id)}`,
  leaderboard: '/leaderboard',
  problems: '/problems',
  problem: (id: string) => `/problems/${encodeURIComponent(id)}`,
  /** A problem opened from its contest: the page shows the contest bar (issue 29 point 8). */
  contestProblem: (id: string, contestId: string) =>
    `/problems/${encodeURIComponent(id)}?contest=${encodeURIComponent(contestId)}`,
  editProblem: (id: string) => `/problems/${encodeURIComponent(id)}/edit`,
  createProblem: '/create-problem',
  contests: '/contests',
  contest: (id: string) => `/contests/${encodeURIComponent(id)}`,
  newContest: '/contests/new',
  editContest: (id: string) => `/contests/${encodeURIComponent(id)}/edit`,
  submissions: '/submissions',
  grading: '/grading',
  notices: '/notices',
  noticesStop: '/notices/stop',
  team: '/team',
  classes: '/classes',
  class: (id: string) => `/classes/${encodeURIComponent(id)}`,
  joinClass: (code: string) => `/classes/join/${encodeURIComponent(code)}`,
  newAssignment: (classId: string) => `/classes/${encodeURIComponent(classId)}/assignments/new`,
  assignment: (id: string) => `/assignments/${encodeURIComponent(id)}`,
  editAssignment: (id: string) => `/assignments/${encodeURIComponent(id)}/edit`,
  assignmentMatrix: (id: string) => `/assignments/${encodeURIComponent(id)}/matrix`,
  notes: '/notes',
  note: (id: string) => `/notes/${encodeURIComponent(id)}`,
  newNote: '/notes/new',
  editNote: (id: string) => `/notes/${encodeURIComponent(id)}/edit`,
  contestPrint: (id: string) => `/contests/${encodeURIComponent(id)}?print`,
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  testingGuide: '/testing-guide',
  admin: '/admin',
  adminUserCredentials: '/admin/user-credentials',
  adminApprovals: '/admin/approvals',
} as const;

/** Absolute URL of an in-app path, for links that leave the app (e-mails, redirects). */
export function absoluteUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).toString();
}
