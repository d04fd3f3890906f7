import { Link } from 'react-router-dom';
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { paths } from '@/config/paths';

export default function AboutPage() {
  return (
    <PagePlaceholder title="About">
      <div className="grid max-w-3xl gap-4 leading-relaxed">
        <p>
          Get Into Olympiad is a training platform of the Math Olympiad Organisation. Students solve
          competition problems, take part in contests, discuss ideas and follow their progress on
          the leaderboard; instructors write problems and grade answers.
        </p>
        <p>
          Start with the{' '}
          <Link
            to={paths.problems}
            className="font-medium text-blue-800 underline-offset-4 hover:underline"
          >
            problem bank
          </Link>{' '}
          or meet{' '}
          <Link
            to={paths.team}
            className="font-medium text-blue-800 underline-offset-4 hover:underline"
          >
            our team
          </Link>
          .
        </p>
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          This page is under construction. More about our story and programmes is coming soon.
        </p>
      </div>
    </PagePlaceholder>
  );
}
