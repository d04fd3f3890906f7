// index.html carries the frame prerendered from the React components (StaticFrame), so the first
// paint shows the real header and footer before any JavaScript. This test renders it again and
// fails when index.html is stale; `npm run frame:update` rewrites it.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StaticFrame } from '@/app/layout/StaticFrame';
import { AuthContext, type AuthContextValue } from '@/features/auth/auth-context';

const INDEX_HTML = resolve(__dirname, '../../../index.html');
const START = '<!-- static-frame:start (npm run frame:update) -->';
const END = '<!-- static-frame:end -->';
// Prettier would re-wrap the markup; the frame must stay exactly what React renders.
const IGNORE = '<!-- prettier-ignore -->';

function renderFrame(): string {
  const loading = {
    status: 'loading',
    loading: true,
    user: null,
    profile: null,
  } as AuthContextValue;
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <AuthContext.Provider value={loading}>
        <StaticFrame />
      </AuthContext.Provider>
    </MemoryRouter>,
  );
  // React Router's marker for its own prefetching; meaningless without React.
  return html.replaceAll(' data-discover="true"', '');
}

function frameOf(indexHtml: string): string {
  const start = indexHtml.indexOf(START);
  const end = indexHtml.indexOf(END);
  if (start < 0 || end < 0) throw new Error('index.html lost its static-frame markers');
  return indexHtml
    .slice(start + START.length, end)
    .trim()
    .replace(IGNORE, '')
    .trim();
}

describe('the frame in index.html', () => {
  it('is the React frame rendered to HTML (else run npm run frame:update)', () => {
    const indexHtml = readFileSync(INDEX_HTML, 'utf8');
    const frame = renderFrame();
    if (process.env.UPDATE_FRAME) {
      frameOf(indexHtml); // throws when the markers are missing
      const start = indexHtml.indexOf(START) + START.length;
      writeFileSync(
        INDEX_HTML,
        `${indexHtml.slice(0, start)}\n      ${IGNORE}\n      ${frame}\n      ${indexHtml.slice(indexHtml.indexOf(END))}`,
      );
      return;
    }
    // The year is the build's; React writes the current one (same width: nothing moves).
    const yearless = (html: string) => html.replace(/© \d{4}/, '© YYYY');
    expect(yearless(frameOf(indexHtml))).toBe(yearless(frame));
  });

  it('has the brand, the four links, Log in and Sign Up, the loading line and the footer', () => {
    const frame = renderFrame();
    for (const text of [
      'Get Into Olympiad',
      'Contests',
      'Problems',
      'Submissions',
      'Team',
      'Log in',
      'Sign Up',
      'Loading...',
      'Privacy Policy',
    ]) {
      expect(frame).toContain(text);
    }
    expect(frame).toContain('data-visitor-only');
    expect(frame).toContain('data-session-only');
  });

  it('carries the static pages, each shown only at its own path, with the loading line elsewhere', () => {
    document.body.innerHTML = renderFrame();
    const shown = (path: string) => {
      document.documentElement.setAttribute('data-path', path);
      return [...document.querySelectorAll<HTMLElement>('[data-page], [data-page-fallback]')]
        .filter((element) => getComputedStyle(element).display !== 'none')
        .map((element) => element.getAttribute('data-page') ?? 'loading line');
    };
    // jsdom applies the frame's own <style>: the same rules the browser applies.
    expect(shown('/problems')).toEqual(['/problems']);
    expect(shown('/')).toEqual(['/']);
    expect(shown('/contests')).toEqual(['/contests']);
    expect(shown('/leaderboard')).toEqual(['/leaderboard']);
    expect(shown('/problems/some-id')).toEqual(['loading line']);
    const page = (path: string) => document.querySelector(`[data-page="${path}"]`)?.textContent;
    expect(page('/problems')).toContain('Competition problems by topic and difficulty');
    expect(page('/contests')).toContain('Upcoming & Past Contests');
    expect(page('/leaderboard')).toContain('Top 20 performers on the platform.');
    expect(page('/')).toContain('Explore Problems');
    document.documentElement.removeAttribute('data-path');
    document.body.innerHTML = '';
  });
});
