import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadFailure } from '@/components/ui/load-failure';
import { LoadingMessage } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format-count';
import { messages, useT } from '@/lib/i18n';
import { withParts } from '@/lib/i18n/text';
import { ratingQueries, type PublicProfile } from '../api';
import { RatingChart } from './RatingChart';
import { RatingValue } from './RatingValue';

const publicProfileMessages = messages('publicProfileView', {
  rating: 'Rating',
  unrated: 'Unrated',
  ratedContests: 'Rated contests',
  solved: 'Problems solved',
  score: 'Score',
  loading: 'Loading profile...',
  failed: 'Failed to load the profile.',
  notFound: 'Profile not found',
  noStudent: 'There is no student with this address.',
  back: 'Back to the leaderboard',
  anonymous: 'Anonymous User',
  student: 'Student',
  seePublic: 'See your public profile',
  seePublicNote:
    '{link} (what everyone sees: your name, picture, rating and solved problems; never your e-mail).',
});

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
  const t = useT(publicProfileMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {t.rating}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label={t.rating}>
            {profile.rating ? (
              <RatingValue
                rating={profile.rating.rating}
                provisional={profile.rating.provisional}
              />
            ) : (
              <span className="text-base font-normal text-slate-600">{t.unrated}</span>
            )}
          </Stat>
          <Stat label={t.ratedContests}>{formatCount(profile.rating?.contests ?? 0)}</Stat>
          <Stat label={t.solved}>{formatCount(profile.problems_solved)}</Stat>
          <Stat label={t.score}>{formatCount(profile.score)}</Stat>
        </dl>
        <RatingChart history={profile.history} />
      </CardContent>
    </Card>
  );
}

/** /u/:id: a student's public profile. */
export function PublicProfileView({ userId }: { userId: string }) {
  const t = useT(publicProfileMessages);
  const query = useQuery(ratingQueries.profile(userId));
  if (query.isPending) return <LoadingMessage label={t.loading} />;
  if (query.isError) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <LoadFailure title={t.failed} error={query.error} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  const profile = query.data;
  if (!profile) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10 text-center sm:px-6">
        <h1 className="font-serif text-3xl font-semibold text-slate-900">{t.notFound}</h1>
        <p className="mt-2 text-slate-600">
          {t.noStudent}{' '}
          <Link
            to={paths.leaderboard}
            className="font-medium text-blue-800 underline-offset-4 hover:underline"
          >
            {t.back}
          </Link>
        </p>
      </section>
    );
  }
  const name = profile.full_name?.trim() || t.anonymous;
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
          <p className="text-slate-600">{t.student}</p>
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
  const t = useT(publicProfileMessages);
  const query = useQuery(ratingQueries.mine(profile.id));
  if (!query.data) return null;
  return (
    <div className="mx-auto max-w-2xl space-y-3 px-4 pb-10 sm:px-6">
      <RatingSummary profile={{ ...profile, ...query.data }} />
      <p className="text-sm text-slate-600">
        {withParts(t.seePublicNote, {
          link: (
            <Link
              to={paths.publicProfile(profile.id)}
              className="font-medium text-blue-800 underline-offset-4 hover:underline"
            >
              {t.seePublic}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
