// A note's Markdown (issue 23, decision 0056): sanitised (no script, iframe, event handlers,
// javascript: links or raw HTML reach the page), with math through KaTeX and problem blocks
// handed to the page.
import { render, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { NoteMarkdown } from '@/features/notes/components/NoteMarkdown';
import { problemIdsOf } from '@/features/notes/problem-blocks';
import { pgrstRows, restUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';

const ID = '0c23d99f-8205-5df5-afb7-f8b21afcaf53';

function renderNote(body: string) {
  return render(
    <NoteMarkdown
      body={body}
      renderProblem={(id) => <p data-testid="problem-block">Problem {id}</p>}
    />,
  ).container;
}

describe('sanitising', () => {
  it('drops script, iframe, style and any raw HTML element', () => {
    const container = renderNote(
      [
        'Before.',
        '<script>window.hacked = 1</script>',
        '<iframe src="https://evil.example"></iframe>',
        '<img src="x" onerror="window.hacked = 1">',
        '<div onclick="alert(1)">raw <b>bold</b></div>',
        '<style>body { display: none }</style>',
        'After.',
      ].join('\n\n'),
    );
    for (const tag of ['script', 'iframe', 'style', 'div[onclick]', 'b', 'img'])
      expect(container.querySelector(tag), tag).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|onclick|window\.hacked/);
    expect(screen.getByText('Before.')).toBeInTheDocument();
    expect(screen.getByText('After.')).toBeInTheDocument();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('neutralises javascript:, vbscript: and data: links; keeps http(s) links', () => {
    const container = renderNote(
      '[one](javascript:alert(1)) [two](JaVaScRiPt:alert(1)) [three](vbscript:msgbox) ' +
        '[four](data:text/html;base64,PHNjcmlwdD4=) [five](https://example.org/a) ' +
        '![pic](javascript:alert(1))',
    );
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /^(javascript|vbscript|data):/i.test(href))).toEqual([]);
    expect(hrefs).toContain('https://example.org/a');
    const external = container.querySelector('a[href="https://example.org/a"]');
    expect(external?.getAttribute('rel')).toContain('noopener');
    const image = container.querySelector('img');
    expect(image?.getAttribute('src') ?? '').not.toMatch(/javascript:/i);
  });

  it('keeps headings, lists, tables and code as Markdown', () => {
    const container = renderNote(
      '## A heading\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n`x <y>`',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'A heading' })).toBeInTheDocument();
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('table td')?.textContent).toBe('1');
    expect(container.querySelector('code')?.textContent).toBe('x <y>');
  });

  it("keeps GitHub's extras: strikethrough, task lists, bare links and footnotes", () => {
    const container = renderNote(
      '~~wrong~~ right\n\n- [x] read\n- [ ] solve\n\nSee https://imo-official.org for more.[^1]\n\n[^1]: The official site.',
    );
    expect(container.querySelector('del')?.textContent).toBe('wrong');
    expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    expect(container.querySelector('a[href="https://imo-official.org"]')).not.toBeNull();
    expect(container.textContent).toContain('The official site.');
  });
});

describe('math and problem blocks', () => {
  it('renders inline and display math with KaTeX', async () => {
    const container = renderNote('Inline $a^2 + b^2$ and display\n\n$$\n\\frac{1}{2}\n$$\n');
    await screen.findAllByText((_content, element) =>
      Boolean(element?.classList.contains('katex')),
    );
    expect(container.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(2);
    expect(container.querySelector('.math-display .katex')).not.toBeNull();
    expect(container.querySelector('.katex-mathml')?.textContent).toContain('a');
  });

  it('shows bad LaTeX as its source with an error mark, never a crash', async () => {
    renderNote('Broken $\\frac{1}{$ here.');
    expect(await screen.findByTestId('math-error')).toHaveTextContent('\\frac{1}{');
  });

  it('hands a problem block to the page, and reads the ids as the database does', () => {
    const body = `Text\n\n\`\`\`problem\n${ID}\n\`\`\`\n\n\`\`\`problem\nnot-an-id\n\`\`\`\n`;
    renderNote(body);
    expect(screen.getByTestId('problem-block')).toHaveTextContent(`Problem ${ID}`);
    expect(screen.getByText('This problem block has no valid problem id.')).toBeInTheDocument();
    expect(problemIdsOf(`${body}\n\`\`\`problem\n${ID.toUpperCase()}\n\`\`\``)).toEqual([ID]);
  });
});

describe('/notes', () => {
  it('lists the published notes with topic, level, author, reading time and problems', async () => {
    const asked: URL[] = [];
    server.use(
      http.get(restUrl('notes'), ({ request }) => {
        asked.push(new URL(request.url));
        return pgrstRows(request, [
          {
            id: ID,
            title: 'Remainders without long division',
            summary: 'Reduce early.',
            topic: 'Number Theory',
            level: 'Juniors',
            status: 'published',
            word_count: 640,
            published_at: '2026-11-20T10:00:00Z',
            updated_at: '2026-11-20T10:00:00Z',
            problem_ids: [ID, '20eb7957-ef28-584f-a4af-454b7edd39cb'],
            author: { full_name: 'Ivan Instructor' },
          },
        ]);
      }),
    );
    renderApp('/notes');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Notes' })).toBeInTheDocument();
    const link = await main.findByRole('link', { name: 'Remainders without long division' });
    expect(link).toHaveAttribute('href', `/notes/${ID}`);
    const card = within(main.getByRole('list', { name: 'Notes' }));
    expect(card.getByText('3 min read')).toBeInTheDocument();
    expect(card.getByText('2 problems')).toBeInTheDocument();
    expect(card.getByText('Ivan Instructor')).toBeInTheDocument();
    // Only published notes are asked for; the database decides again (RLS).
    expect(asked[0]?.searchParams.get('status')).toBe('eq.published');
    // A visitor gets no Create Note button.
    expect(main.queryByRole('link', { name: 'Create Note' })).toBeNull();
  });
});
