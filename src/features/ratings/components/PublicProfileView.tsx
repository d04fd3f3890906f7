import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadFailure } from '@/components/ui/load-failure';
import { LoadingMessage } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format-count';
import { ratingQueries, type PublicProfile } from '../api';
import { RatingChart } from './RatingChart';
import { RatingValue } from './RatingValue';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 font-serif text-2xl font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** Rating, history chart and the numbers anyone may see; never the e-mail. */
export function RatingSummary({ profile }: { profile: PublicProfile }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Rating
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Rating">
            {profile.rating ? (
              <RatingValue
                rating={profile.rating.rating}
                provisional={profile.rating.provisional}
              />
            ) : (
              <span className="text-base font-normal text-slate-600">Unrated</span>
            )}
          </Stat>
          <Stat label="Rated contests">{formatCount(profile.rating?.contests ?? 0)}</Stat>
          <Stat label="Problems solved">{formatCount(profile.problems_solved)}</Stat>
          <Stat label="Score">{formatCount(profile.score)}</Stat>
        </dl>
        <RatingChart history={profile.history} />
      </CardContent>
    </Card>
  );
}

/** /u/:id: a student's public profile. */
export function PublicProfileView({ userId }: { userId: string }) {
  const query = useQuery(ratingQueries.profile(userId));
  if (query.isPending) return <LoadingMessage label="Loading profile..." />;
  if (query.isError) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <LoadFailure
          title="Failed to load the profile."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }
  const profile = query.data;
  if (!profile) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10 text-center sm:px-6">
        <h1 className="font-serif text-3xl font-semibold text-slate-900">Profile not found</h1>
        <p className="mt-2 text-slate-600">
          There is no student with this address.{' '}
          <Link
            to={paths.leaderboard}
            className="font-medium text-blue-800 underline-offset-4 hover:underline"
          >
            Back to the leaderboard
          </Link>
        </p>
      </section>
    );
  }
  const name = profile.full_name?.trim() || 'Anonymous User';
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div className="flex items-center gap-4">
        <Avatar
          name={name}
          seed={profile.id}
          src={profile.avatar_url}
          className="h-20 w-20 text-xl"
        />
        <div className="min-w-0">
          <h1 className="break-words font-serif text-3xl font-semibold tracking-tight text-slate-900">
            {name}
          </h1>
          <p className="text-slate-600">Student</p>
        </div>
      </div>
      <RatingSummary profile={profile} />
    </section>
  );
}

/** The signed-in student's own rating on /profile, with the link to their public page. */
export function MyRating({
  profile,
}: {
  profile: Pick<PublicProfile, 'id' | 'full_name' | 'avatar_url' | 'score' | 'problems_solved'>;
}) {
  const query = useQuery(ratingQueries.mine(profile.id));
  if (!query.data) return null;
  return (
    <div className="mx-auto max-w-2xl space-y-3 px-4 pb-10 sm:px-6">
      <RatingSummary profile={{ ...profile, ...query.data }} />
      <p className="text-sm text-slate-600">
        <Link
          to={paths.publicProfile(profile.id)}
          className="font-medium text-blue-800 underline-offset-4 hover:underline"
        >
          See your public profile
        </Link>{' '}
        (what everyone sees: your name, picture, rating and solved problems; never your e-mail).
      </p>
    </div>
  );
}
