import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { ADMIN_ROLES } from '@/lib/domain';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { formatDateTime } from '@/lib/i18n/format';
import { fill, plural } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { ratingQueries, useFinaliseContest } from '../api';

const finaliseRatingsMessages = messages('finaliseRatings', {
  title: 'Ratings',
  final: plural({
    one: 'Ratings are final: updated for {count} participant on {time}.',
    other: 'Ratings are final: updated for {count} participants on {time}.',
  }),
  explain:
    "When every answer is graded, finalise the contest to update its participants' ratings. This happens once: later regrades change the board, not the ratings.",
  updated: 'Ratings updated',
  rated: plural({ one: '{count} participant rated.', other: '{count} participants rated.' }),
  failed: 'The contest was not finalised.',
  finalising: 'Finalising...',
  finalise: 'Finalise ratings',
});

/**
 * On an ended contest, for its instructor and approved admins: finalise it once, moving the
 * participants' ratings (decision 0065), or see when that was done. The database decides.
 */
export function FinaliseRatings({ contestId }: { contestId: string }) {
  const t = useT(finaliseRatingsMessages);
  const { user, profile } = useAuth();
  const approved = profile?.status === 'approved';
  const admin = approved && ADMIN_ROLES.includes(profile.role);
  const instructor = approved && profile.role === 'instructor';
  const query = useQuery({
    ...ratingQueries.contest(contestId),
    enabled: admin || instructor,
  });
  const finalise = useFinaliseContest();
  // When the page opened: an ended contest stays ended (the database checks the end again).
  const [openedAt] = useState(() => Date.now());
  const state = query.data;
  if (!state || !user) return null;
  if (!admin && state.created_by !== user.id) return null;
  if (new Date(state.end_time).getTime() > openedAt) return null;

  return (
    <Card className="mt-8" data-testid="contest-ratings">
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {t.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-slate-700">
        {state.finalisation ? (
          <p>
            {fill(t.final(state.finalisation.participants), {
              time: formatDateTime(state.finalisation.finalised_at),
            })}
          </p>
        ) : (
          <>
            <p>{t.explain}</p>
            <Button
              disabled={finalise.isPending}
              onClick={() =>
                finalise.mutate(contestId, {
                  onSuccess: (result) =>
                    toast({
                      title: t.updated,
                      description: t.rated(result.participants),
                    }),
                  onError: (error) =>
                    toast({
                      title: t.failed,
                      description: errorMessage(error),
                      variant: 'destructive',
                    }),
                })
              }
            >
              {finalise.isPending ? t.finalising : t.finalise}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
