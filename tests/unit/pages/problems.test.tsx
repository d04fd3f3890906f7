import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { problemRow } from '../msw/fixtures';
import { pgrstError, pgrstRows, recordingHandler, restUrl, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { problemRowWith, renderAppWithUrl } from './screen-helpers';

const DIFFICULTY_ROWS = [
  problemRowWith({
    id: 'p-juniors',
    title: 'Juniors problem',
    difficulty: 'Juniors',
    topic: 'Algebra',
  }),
  problemRowWith({
    id: 'p-seniors',
    title: 'Seniors problem',
    difficulty: 'Seniors',
    topic: 'Geometry',
  }),
  problemRowWith({
    id: 'p-pamo',
    title: 'PAMO problem',
    difficulty: 'PAMO',
    topic: 'Combinatorics',
  }),
  problemRowWith({
    id: 'p-imo',
    title: 'IMO problem',
    difficulty: 'IMO',
    topic: 'Number Theory',
    author: null,
  }),
];

/** Answers /problems with `rows` and claims `total` rows exist (Content-Range). */
function problemsHandler(rows: readonly unknown[], total = rows.length) {
  return recordingHandler('get', restUrl('problems_with_progress'), (request) =>
    pgrstRows(request, rows, { total }),
  );
}

/** Answers a search (GET rpc/search_problems) with `rows`, claiming `total` rows exist. */
function searchHandler(rows: readonly unknown[], total = rows.length) {
  return recordingHandler('get', rpcUrl('search_problems'), (request) =>
    pgrstRows(request, rows, { total }),
  );
}

function grid() {
  return screen.getByRole('list', { name: 'Problems' });
}

describe('/problems', () => {
  it('shows Loading problems... until the first page arrives', async () => {
    server.use(
      recordingHandler('get', restUrl('problems_with_progress'), async (request) => {
        await delay(150);
        return pgrstRows(request, [problemRow]);
      }).handler,
    );
    renderApp('/problems');
    expect(await screen.findByText('Loading problems...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: problemRow.title })).toBeInTheDocument();
    expect(screen.queryByText('Loading problems...')).not.toBeInTheDocument();
  });

  it('renders a card per problem: title, topic, difficulty badge, author and View Problem', async () => {
    const { handler } = problemsHandler(DIFFICULTY_ROWS);
    server.use(handler);
    renderApp('/problems');
    expect(await screen.findByRole('heading', { name: 'Problems', level: 1 })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Juniors problem' });
    const cards = within(grid()).getAllByRole('article');
    expect(cards).toHaveLength(4);

    const expected = [
      ['Juniors problem', 'Juniors', 'default', 'Algebra', 'By Emmy Noether', 'p-juniors'],
      ['Seniors problem', 'Seniors', 'secondary', 'Geometry', 'By Emmy Noether', 'p-seniors'],
      ['PAMO problem', 'PAMO', 'destructive', 'Combinatorics', 'By Emmy Noether', 'p-pamo'],
      ['IMO problem', 'IMO', 'outline', 'Number Theory', 'By Unknown', 'p-imo'],
    ] as const;
    expected.forEach(([title, difficulty, variant, topic, author, id], index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(card.getByText(difficulty).closest('[data-variant]')).toHaveAttribute(
        'data-variant',
        variant,
      );
      expect(card.getByText(topic)).toBeInTheDocument();
      expect(card.getByText(author)).toBeInTheDocument();
      expect(card.getByRole('link', { name: 'View Problem' })).toHaveAttribute(
        'href',
        `/problems/${id}`,
      );
    });
    expect(screen.getByText('Showing 1–4 of 4 problems')).toBeInTheDocument();
  });

  it('asks the server for one page with an exact count, newest first', async () => {
    const { handler, requests } = problemsHandler([problemRow]);
    server.use(handler);
    renderApp('/problems');
    await screen.findByRole('heading', { name: problemRow.title });
    const { url, headers } = requests[0]!;
    expect(url.searchParams.get('offset')).toBe('0');
    expect(url.searchParams.get('limit')).toBe('12');
    expect(url.searchParams.get('order')).toBe('created_at.desc');
    expect(headers.get('prefer')).toContain('count=exact');
  });

  it('reads filters and page from the URL (a shared link) and sends them to the server', async () => {
    const { handler, requests } = searchHandler([problemRow], 40);
    server.use(handler);
    renderAppWithUrl('/problems?q=square&topic=Geometry&difficulty=IMO&page=2');
    await screen.findByRole('heading', { name: problemRow.title });
    const params = requests[0]!.url.searchParams;
    expect(params.get('search')).toBe('square');
    expect(params.get('sort')).toBe('relevance');
    expect(params.get('topic')).toBe('eq.Geometry');
    expect(params.get('difficulty')).toBe('eq.IMO');
    expect(params.get('order')).toBeNull();
    expect(params.get('offset')).toBe('12');
    expect(requests[0]!.headers.get('prefer')).toContain('count=exact');
    expect(screen.getByLabelText('Topic')).toHaveValue('Geometry');
    expect(screen.getByLabelText('Difficulty')).toHaveValue('IMO');
    expect(screen.getByLabelText('Search problems')).toHaveValue('square');
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['difficulty', 'difficulty_rank.asc,created_at.desc,id.asc', 'Easiest first'],
    ['solved', 'solver_count.desc,created_at.desc,id.asc', 'Most solved'],
  ])('sorts by %s in the database, from the URL', async (sort, order, label) => {
    const { handler, requests } = problemsHandler([problemRow]);
    server.use(handler);
    renderAppWithUrl(`/problems?sort=${sort}`);
    await screen.findByRole('heading', { name: problemRow.title });
    expect(requests[0]!.url.searchParams.get('order')).toBe(order);
    const select = screen.getByLabelText('Sort by');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(label);
  });

  it('writes a picked order to the URL and goes back to page 1; newest is the plain URL', async () => {
    const { handler, requests } = problemsHandler([problemRow], 30);
    server.use(handler);
    const { user } = renderAppWithUrl('/problems?page=2');
    await screen.findByRole('heading', { name: problemRow.title });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'solved');
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent('/problems?sort=solved'),
    );
    await waitFor(() =>
      expect(requests.at(-1)!.url.searchParams.get('order')).toBe(
        'solver_count.desc,created_at.desc,id.asc',
      ),
    );
    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/\/problems$/));
  });

  it('shows one line of the statement on each card, its math as plain text', async () => {
    const { handler } = problemsHandler([
      problemRowWith({
        id: 'p-preview',
        title: 'Preview problem',
        content: { body: 'If $f(x) = \\frac{3x-2}{x-2}$, find \\[f(-2)\\].' },
      }),
    ]);
    server.use(handler);
    renderApp('/problems');
    await screen.findByRole('heading', { name: 'Preview problem' });
    expect(screen.getByTestId('statement-preview')).toHaveTextContent(
      'If f(x) = (3x-2)/(x-2), find f(-2).',
    );
  });

  it('ignores unknown filter values in the URL', async () => {
    const { handler, requests } = problemsHandler([problemRow]);
    server.use(handler);
    renderAppWithUrl('/problems?topic=Poetry&page=-3');
    await screen.findByRole('heading', { name: problemRow.title });
    expect(requests[0]!.url.searchParams.get('topic')).toBeNull();
    expect(requests[0]!.url.searchParams.get('offset')).toBe('0');
  });

  it('writes a picked filter to the URL, resets to page 1, and Back restores the previous list', async () => {
    const { handler, requests } = problemsHandler([problemRow], 30);
    server.use(handler);
    const { user } = renderAppWithUrl('/problems?page=2');
    await screen.findByRole('heading', { name: problemRow.title });

    await user.selectOptions(screen.getByLabelText('Topic'), 'Algebra');
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent('/problems?topic=Algebra'),
    );
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('topic')).toBe('eq.Algebra'));
    expect(requests.at(-1)!.url.searchParams.get('offset')).toBe('0');

    await user.click(screen.getByTestId('history-back'));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/problems?page=2'));
    expect(screen.getByLabelText('Topic')).toHaveValue('');
  });

  it('pages with labelled controls: Next, Previous and numbered pages', async () => {
    const { handler, requests } = problemsHandler([problemRow], 30);
    server.use(handler);
    const { user } = renderAppWithUrl('/problems');
    await screen.findByRole('heading', { name: problemRow.title });
    const nav = screen.getByRole('navigation', { name: 'Problem pages' });
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/problems?page=2'));
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('offset')).toBe('12'));

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('offset')).toBe('24'));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('searches after the user stops typing, without a history entry per key', async () => {
    const { handler } = problemsHandler([problemRow]);
    const search = searchHandler([problemRow]);
    server.use(handler, search.handler);
    const { user } = renderAppWithUrl('/problems');
    await screen.findByRole('heading', { name: problemRow.title });
    await user.type(screen.getByLabelText('Search problems'), '50%_off');
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent('/problems?q=50%25_off'),
    );
    // The text goes to the database as typed: search_problems reads it as words.
    await waitFor(() =>
      expect(search.requests.at(-1)!.url.searchParams.get('search')).toBe('50%_off'),
    );
  });

  it('orders a search by best match, or by the order chosen (kept in the URL)', async () => {
    const search = searchHandler([problemRow]);
    server.use(search.handler);
    const { user } = renderAppWithUrl('/problems?q=hexagon%20circle');
    await screen.findByRole('heading', { name: problemRow.title });
    expect(search.requests[0]!.url.searchParams.get('search')).toBe('hexagon circle');
    expect(search.requests[0]!.url.searchParams.get('sort')).toBe('relevance');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    await waitFor(() =>
      expect(screen.getByTestId('url')).toHaveTextContent('/problems?q=hexagon+circle&sort=newest'),
    );
    await waitFor(() =>
      expect(search.requests.at(-1)!.url.searchParams.get('sort')).toBe('newest'),
    );
    expect(search.requests.at(-1)!.url.searchParams.get('order')).toBeNull();
  });

  it('offers Best match only while searching', async () => {
    const { handler } = problemsHandler([problemRow]);
    server.use(handler);
    renderAppWithUrl('/problems?sort=relevance');
    await screen.findByRole('heading', { name: problemRow.title });
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    expect(screen.queryByRole('option', { name: 'Best match' })).toBeNull();
  });

  it('says so when no problem matches the filters, and Clear filters brings everything back', async () => {
    server.use(
      recordingHandler('get', restUrl('problems_with_progress'), (request) => {
        const filtered = new URL(request.url).searchParams.has('topic');
        return pgrstRows(request, filtered ? [] : [problemRow]);
      }).handler,
    );
    const { user } = renderAppWithUrl('/problems?topic=Geometry');
    expect(await screen.findByText('No problems match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: problemRow.title })).toBeInTheDocument();
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/problems$/);
  });

  it('fades the cards in, and leaves every one fully shown within a second', async () => {
    const rows = Array.from({ length: 6 }, (_, index) =>
      problemRowWith({ id: `p${index}`, title: `Problem ${index}` }),
    );
    server.use(problemsHandler(rows).handler);
    renderApp('/problems');
    await screen.findByRole('heading', { name: 'Problem 5' });
    const cards = within(grid()).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    await waitFor(() => cards.forEach((card) => expect(card).toBeVisible()), { timeout: 1000 });
  });

  it('leaves the list empty when the fetch fails', async () => {
    server.use(
      recordingHandler('get', restUrl('problems_with_progress'), () =>
        pgrstError(500, 'XX000', 'boom'),
      ).handler,
    );
    renderApp('/problems');
    expect(
      await screen.findByText('Problems could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Problems' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Problem' })).not.toBeInTheDocument();
  });
});
