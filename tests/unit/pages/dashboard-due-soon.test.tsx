import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { profiles } from '../msw/fixtures';
import { rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { signedInAs } from './page-helpers';

describe('/dashboard: Due soon', () => {
  it("lists a student's open assignments with countdowns on the database's clock", async () => {
    // The database is two days behind the browser: the countdown follows the database.
    const dbNow = Date.now() - 2 * 24 * 60 * 60_000;
    server.use(
      http.post(rpcUrl('my_due_soon'), () =>
        HttpResponse.json({
          now: new Date(dbNow).toISOString(),
          assignments: [
            {
              id: 'aaaaaaaa-0000-4000-8000-0000000000a1',
              class_id: 'aaaaaaaa-0000-4000-8000-0000000000c1',
              class_name: 'Saturday Club',
              title: 'Week 7',
              opens_at: new Date(dbNow - 60_000).toISOString(),
              due_at: new Date(dbNow + (3 * 60 + 5) * 60_000 + 30_000).toISOString(),
              problems: 4,
              done: 1,
            },
          ],
        }),
      ),
    );
    signedInAs(profiles.student);
    renderApp('/dashboard');
    const heading = await screen.findByRole('heading', { name: 'Due soon' });
    const card = heading.closest('.rounded-lg') as HTMLElement;
    const link = await within(card).findByRole('link', { name: 'Week 7' });
    expect(link).toHaveAttribute('href', '/assignments/aaaaaaaa-0000-4000-8000-0000000000a1');
    expect(card).toHaveTextContent('Saturday Club · 1/4 done');
    expect(within(card).getByRole('timer')).toHaveTextContent('Due in 3 h 5 min');
    expect(within(card).getByRole('link', { name: 'My classes' })).toHaveAttribute(
      'href',
      '/classes',
    );
  });

  it('gives an instructor the way to their classes instead', async () => {
    signedInAs(profiles.instructor);
    renderApp('/dashboard');
    expect(
      await screen.findByRole('link', { name: 'Your classes and assignments' }),
    ).toHaveAttribute('href', '/classes');
    expect(screen.queryByRole('heading', { name: 'Due soon' })).not.toBeInTheDocument();
  });
});
