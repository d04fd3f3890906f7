import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

interface GuideRole {
  role: string;
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

const ROLES: GuideRole[] = [
  {
    role: 'Student',
    email: 'student@olympiad.test',
    steps: [
      <>
        Log in and open your <InlineLink to={paths.dashboard}>Dashboard</InlineLink>: it shows your
        score and problems solved.
      </>,
      <>
        Open <InlineLink to={paths.problems}>Problems</InlineLink>, filter by topic or difficulty,
        and open a problem.
      </>,
      <>
        Type an answer under “Submit Your Answer”. Problems with an answer key are marked correct or
        incorrect at once; others wait for a grader.
      </>,
      <>React with Like, Love or Funny and post a comment in the Discussion.</>,
      <>
        Check <InlineLink to={paths.submissions}>Submissions</InlineLink> and the{' '}
        <InlineLink to={paths.leaderboard}>Leaderboard</InlineLink>.
      </>,
    ],
  },
  {
    role: 'Instructor',
    email: 'instructor@olympiad.test',
    steps: [
      <>Log in; the Dashboard shows the Content Creation card.</>,
      <>
        Choose <InlineLink to={paths.createProblem}>Create Problem</InlineLink>, write the statement
        in LaTeX, optionally add an answer key and a PDF or image, and submit.
      </>,
      <>
        Grade waiting answers in the <InlineLink to={paths.grading}>grading queue</InlineLink>; a
        verdict updates the student’s score.
      </>,
      <>
        Try pending.instructor@olympiad.test too: Create Problem stays disabled until the super
        admin approves the account.
      </>,
    ],
  },
  {
    role: 'Super Admin',
    email: 'superadmin@olympiad.test',
    steps: [
      <>
        Log in and open the <InlineLink to={paths.adminApprovals}>approval queue</InlineLink>;
        approve or reject pending instructors and admins.
      </>,
      <>
        Change a user’s role in the <InlineLink to={paths.admin}>Admin Panel</InlineLink>{' '}
        (admin@olympiad.test can do this too).
      </>,
      <>
        Review accounts on <InlineLink to={paths.adminUserCredentials}>User Credentials</InlineLink>
        .
      </>,
    ],
  },
];

export default function TestingGuidePage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
        Testing Guide
      </h1>
      <p className="mt-3 leading-relaxed text-slate-600">
        Walk through the platform with the seeded demo accounts. Every demo account uses the default
        password{' '}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900">
          {env.defaultPassword}
        </code>
        . New accounts created on the <InlineLink to={paths.signup}>sign-up page</InlineLink> get
        the same password; change it any time with “Forgot your password?” on the login page.
      </p>
      <ol className="mt-8 grid gap-6">
        {ROLES.map((guide, index) => (
          <li key={guide.role}>
            <Card>
              <CardHeader>
                <CardTitle className="font-serif text-xl">
                  {index + 1}. {guide.role}
                </CardTitle>
                <p className="text-sm text-slate-600">
                  Log in as <code className="font-mono text-slate-900">{guide.email}</code>
                </p>
              </CardHeader>
              <CardContent>
                <ol className="list-decimal space-y-2 pl-5 leading-relaxed text-slate-700">
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
