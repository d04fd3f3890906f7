import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { ADMIN_ROLES } from '@/lib/domain';
import { errorMessage } from '@/lib/errors';
import { formatCount } from '@/lib/format-count';
import { toast } from '@/lib/toast';
import { ratingQueries, useFinaliseContest } from '../api';

function participants(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'participant' : 'participants'}`;
}

/**
 * On an ended contest, for its instructor and approved admins: finalise it once, moving the
 * participants' ratings (decision 0065), or see when that was done. The database decides.
 */
export function FinaliseRatings({ contestId }: { contestId: string }) {
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
          Ratings
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-slate-700">
        {state.finalisation ? (
          <p>
            Ratings are final: updated for {participants(state.finalisation.participants)} on{' '}
            {new Date(state.finalisation.finalised_at).toLocaleString()}.
          </p>
        ) : (
          <>
            <p>
              When every answer is graded, finalise the contest to update its participants&apos;
              ratings. This happens once: later regrades change the board, not the ratings.
            </p>
            <Button
              disabled={finalise.isPending}
              onClick={() =>
                finalise.mutate(contestId, {
                  onSuccess: (result) =>
                    toast({
                      title: 'Ratings updated',
                      description: `${participants(result.participants)} rated.`,
                    }),
                  onError: (error) =>
                    toast({
                      title: 'The contest was not finalised.',
                      description: errorMessage(error),
                      variant: 'destructive',
                    }),
                })
              }
            >
              {finalise.isPending ? 'Finalising...' : 'Finalise ratings'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
