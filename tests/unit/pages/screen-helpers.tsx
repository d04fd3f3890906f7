import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { createTestQueryClient } from '../utils/render-app';

/** Shows the full current URL (path and query) and offers history back, for URL-state tests. */
function UrlProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <div data-testid="url">{`${location.pathname}${location.search}`}</div>
      <button type="button" data-testid="history-back" onClick={() => navigate(-1)} />
    </>
  );
}

/** Like renderApp, with the query string visible and a way to go back in history. */
export function renderAppWithUrl(path: string) {
  const user = userEvent.setup();
  const queryClient = createTestQueryClient();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
        <UrlProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...result, user, queryClient };
}

/** A problem row as PostgREST returns it with the author embed. */
export function problemRowWith(overrides: Record<string, unknown>) {
  return {
    id: 'aaaaaaaa-0000-4000-8000-000000000001',
    title: 'Sum of squares',
    content: { body: 'Find all integers $n$ such that $n^2 + 1$ is prime.' },
    topic: 'Number Theory',
    difficulty: 'Juniors',
    marks: 7,
    is_public: true,
    created_by: '22222222-2222-4222-8222-222222222222',
    attachment_path: null,
    created_at: '2026-11-01T09:00:00.000Z',
    author: { full_name: 'Emmy Noether', avatar_url: null },
    ...overrides,
  };
}
