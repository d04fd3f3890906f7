import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { ContestList } from '@/features/contests/components/ContestList';
import { STAFF_ROLES } from '@/lib/domain';

export default function ContestsPage() {
  const { profile } = useAuth();
  const canAuthor =
    profile !== null && profile.status === 'approved' && STAFF_ROLES.includes(profile.role);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
            Upcoming &amp; Past Contests
          </h1>
          <p className="mt-2 text-slate-600">Timed problem sets in olympiad format.</p>
        </div>
        {canAuthor && (
          <Link to={paths.newContest} className={buttonVariants()}>
            Create contest
          </Link>
        )}
      </div>
      <div className="mt-8">
        <ContestList />
      </div>
    </section>
  );
}
