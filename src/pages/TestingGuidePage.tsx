import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { roleMessages } from '@/components/role-messages';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { Role } from '@/lib/domain';
import { messages, useT } from '@/lib/i18n';
import { withParts } from '@/lib/i18n/text';

const guideMessages = messages('testingGuidePage', {
  title: 'Testing Guide',
  intro:
    'Walk through the platform with the seeded demo accounts. Every demo account uses the default password {password}. New accounts created on the {signup} get the same password; change it any time with “Forgot your password?” on the login page.',
  signupPage: 'sign-up page',
  loginAs: 'Log in as {email}',
  studentDashboard: 'Log in and open your {dashboard}: it shows your score and problems solved.',
  dashboard: 'Dashboard',
  studentProblems: 'Open {problems}, filter by topic or difficulty, and open a problem.',
  problems: 'Problems',
  studentAnswer:
    'Type an answer under “Submit Your Answer”. Problems with an answer key are marked correct or incorrect at once; others wait for a grader.',
  studentReact: 'React with Like, Love or Funny and post a comment in the Discussion.',
  studentCheck: 'Check {submissions} and the {leaderboard}.',
  submissions: 'Submissions',
  leaderboard: 'Leaderboard',
  instructorDashboard: 'Log in; the Dashboard shows the Content Creation card.',
  instructorCreate:
    'Choose {createProblem}, write the statement in LaTeX, optionally add an answer key and a PDF or image, and submit.',
  createProblem: 'Create Problem',
  instructorGrade: 'Grade waiting answers in the {queue}; a verdict updates the student’s score.',
  gradingQueue: 'grading queue',
  instructorPending:
    'Try {email} too: Create Problem stays disabled until the super admin approves the account.',
  adminApprovals: 'Log in and open the {queue}; approve or reject pending instructors and admins.',
  approvalQueue: 'approval queue',
  adminRoles: 'Change a user’s role in the {panel} ({email} can do this too).',
  adminPanel: 'Admin Panel',
  adminCredentials: 'Review accounts on {credentials}.',
  userCredentials: 'User Credentials',
});

type GuideTexts = ReturnType<(typeof guideMessages)['get']>;

interface GuideRole {
  role: Role;
  email: string;
  steps: ReactNode[];
}

function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-blue-800 underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

/** An e-mail address inside a sentence: left to right in every language. */
const address = (email: string) => <bdi dir="ltr">{email}</bdi>;

function guideRoles(t: GuideTexts): GuideRole[] {
  return [
    {
      role: 'contestant',
      email: 'student@olympiad.test',
      steps: [
        withParts(t.studentDashboard, {
          dashboard: <InlineLink to={paths.dashboard}>{t.dashboard}</InlineLink>,
        }),
        withParts(t.studentProblems, {
          problems: <InlineLink to={paths.problems}>{t.problems}</InlineLink>,
        }),
        t.studentAnswer,
        t.studentReact,
        withParts(t.studentCheck, {
          submissions: <InlineLink to={paths.submissions}>{t.submissions}</InlineLink>,
          leaderboard: <InlineLink to={paths.leaderboard}>{t.leaderboard}</InlineLink>,
        }),
      ],
    },
    {
      role: 'instructor',
      email: 'instructor@olympiad.test',
      steps: [
        t.instructorDashboard,
        withParts(t.instructorCreate, {
          createProblem: <InlineLink to={paths.createProblem}>{t.createProblem}</InlineLink>,
        }),
        withParts(t.instructorGrade, {
          queue: <InlineLink to={paths.grading}>{t.gradingQueue}</InlineLink>,
        }),
        withParts(t.instructorPending, { email: address('pending.instructor@olympiad.test') }),
      ],
    },
    {
      role: 'superadmin',
      email: 'superadmin@olympiad.test',
      steps: [
        withParts(t.adminApprovals, {
          queue: <InlineLink to={paths.adminApprovals}>{t.approvalQueue}</InlineLink>,
        }),
        withParts(t.adminRoles, {
          panel: <InlineLink to={paths.admin}>{t.adminPanel}</InlineLink>,
          email: address('admin@olympiad.test'),
        }),
        withParts(t.adminCredentials, {
          credentials: <InlineLink to={paths.adminUserCredentials}>{t.userCredentials}</InlineLink>,
        }),
      ],
    },
  ];
}

export default function TestingGuidePage() {
  const t = useT(guideMessages);
  const roles = useT(roleMessages);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
        {t.title}
      </h1>
      <p className="mt-3 leading-relaxed text-slate-600">
        {withParts(t.intro, {
          password: (
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900">
              {env.defaultPassword}
            </code>
          ),
          signup: <InlineLink to={paths.signup}>{t.signupPage}</InlineLink>,
        })}
      </p>
      <ol className="mt-8 grid gap-6">
        {guideRoles(t).map((guide, index) => (
          <li key={guide.role}>
            <Card>
              <CardHeader>
                <CardTitle className="font-serif text-xl">
                  {index + 1}. {roles[guide.role]}
                </CardTitle>
                <p className="text-sm text-slate-600">
                  {withParts(t.loginAs, {
                    email: <code className="font-mono text-slate-900">{guide.email}</code>,
                  })}
                </p>
              </CardHeader>
              <CardContent>
                <ol className="list-decimal space-y-2 ps-5 leading-relaxed text-slate-700">
                  {guide.steps.map((step, stepIndex) => (
                    <li key={stepIndex}>{step}</li>
                  ))}
                </ol>
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
