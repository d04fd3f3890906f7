// The contest page's ratings card (decision 0065): only the contest's instructor and admins see
// it on an ended contest; a refusal reads as the database's sentence; success says how many.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { FinaliseRatings } from '@/features/ratings/components/FinaliseRatings';
import type { Profile } from '@/lib/domain';
import { profiles } from '../msw/fixtures';
import { pgrstError, pgrstRows, recordingHandler, restUrl, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { findToast, signedInAs } from '../pages/page-helpers';
import { createTestQueryClient } from '../utils/render-app';

const CONTEST = '44444444-4444-4444-8444-444444444444';
const PAST = '2026-11-01T12:00:00Z';

function contestState(state: {
  end_time: string;
  created_by: string | null;
  finalisation: unknown;
}) {
  const { handler, requests } = recordingHandler('get', restUrl('contests'), (request) =>
    pgrstRows(request, [state]),
  );
  server.use(handler);
  return requests;
}

function renderCard(profile: Profile) {
  signedInAs(profile);
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <AppProviders queryClient={createTestQueryClient()}>
        <FinaliseRatings contestId={CONTEST} />
      </AppProviders>
    </MemoryRouter>,
  );
  return user;
}

describe('FinaliseRatings', () => {
  it('shows the database refusal as a sentence, then the result when it succeeds', async () => {
    contestState({ end_time: PAST, created_by: null, finalisation: null });
    let calls = 0;
    server.use(
      http.post(rpcUrl('finalise_contest'), () => {
        calls += 1;
        return calls === 1
          ? pgrstError(
              400,
              '22023',
              '1 answer is still waiting for a grade. Grade every answer of the contest, then finalise it.',
            )
          : HttpResponse.json({ contest_id: CONTEST, participants: 3, already_finalised: false });
      }),
    );
    const user = renderCard(profiles.admin);
    await user.click(await screen.findByRole('button', { name: 'Finalise ratings' }));
    const refusal = await findToast('The contest was not finalised.');
    expect(refusal).toHaveTextContent(
      '1 answer is still waiting for a grade. Grade every answer of the contest, then finalise it.',
    );
    await user.click(screen.getByRole('button', { name: 'Finalise ratings' }));
    expect(await findToast('Ratings updated')).toHaveTextContent('3 participants rated.');
    expect(calls).toBe(2);
  });

  it('says when the ratings became final, without the button', async () => {
    contestState({
      end_time: PAST,
      created_by: profiles.instructor.id,
      finalisation: { finalised_at: '2026-11-02T10:00:00Z', participants: 19 },
    });
    renderCard(profiles.instructor);
    expect(
      await screen.findByText(/^Ratings are final: updated for 19 participants on/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalise ratings' })).not.toBeInTheDocument();
  });

  it('shows nothing to an instructor who did not create the contest', async () => {
    const requests = contestState({
      end_time: PAST,
      created_by: 'someone-else',
      finalisation: null,
    });
    renderCard(profiles.instructor);
    // The query answers, and the card still stays away.
    await waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: 'Ratings' })).not.toBeInTheDocument();
  });

  it('shows nothing before the end, even to an admin', async () => {
    const requests = contestState({
      end_time: '2999-01-01T00:00:00Z',
      created_by: null,
      finalisation: null,
    });
    renderCard(profiles.admin);
    await waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: 'Ratings' })).not.toBeInTheDocument();
  });

  it('never asks for a student', async () => {
    const { handler, requests } = recordingHandler('get', restUrl('contests'), (request) =>
      pgrstRows(request, [{ end_time: PAST, created_by: null, finalisation: null }]),
    );
    server.use(handler);
    renderCard(profiles.student);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
