// index.html carries the frame prerendered from the React components (StaticFrame), so the first
// paint shows the real header and footer before any JavaScript. This test renders it again and
// fails when index.html is stale; `npm run frame:update` rewrites it. One copy per language
// (issue 26): index.html's scripts keep the one of the page's language.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { StaticFrame } from '@/app/layout/StaticFrame';
import { AuthContext, type AuthContextValue } from '@/features/auth/auth-context';
import { LOCALES, loadLocale, locale, type Locale } from '@/lib/i18n';

const INDEX_HTML = resolve(__dirname, '../../../index.html');
const START = '<!-- static-frame:start (npm run frame:update) -->';
const END = '<!-- static-frame:end -->';
// Prettier would re-wrap the markup; the frame must stay exactly what React renders.
const IGNORE = '<!-- prettier-ignore -->';

/** The frame in `code` (the catalogs of every language are loaded before). */
function renderFrame(code: Locale = 'en'): string {
  locale.set(code);
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
  locale.set('en');
  // React Router's marker for its own prefetching; meaningless without React.
  return html.replaceAll(' data-discover="true"', '');
}

/**
 * Every language's frame, English first, in one element (Prettier leaves it alone); index.html's
 * scripts keep the one of the page's language.
 */
async function renderFrames(): Promise<string> {
  await Promise.all(LOCALES.map(loadLocale));
  return `<div data-frames="">${LOCALES.map((code) => renderFrame(code)).join('')}</div>`;
}

afterAll(() => locale.set('en'));

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
  it('is the React frame rendered to HTML (else run npm run frame:update)', async () => {
    const indexHtml = readFileSync(INDEX_HTML, 'utf8');
    const frame = await renderFrames();
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
    const yearless = (html: string) => html.replace(/© \d{4}/g, '© YYYY');
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

describe('the frame in French and Arabic', () => {
  it('speaks the language, right to left in Arabic, with no English words left', async () => {
    await Promise.all(LOCALES.map(loadLocale));
    const french = renderFrame('fr');
    expect(french).toContain('lang="fr" dir="ltr"');
    expect(french).toContain('Problèmes');
    expect(french).toContain('Se connecter');
    const arabic = renderFrame('ar');
    expect(arabic).toContain('lang="ar" dir="rtl"');
    expect(arabic).toContain('المسائل');
    for (const english of ['Log in', 'Sign Up', 'Privacy Policy', 'Explore Problems', 'Loading']) {
      expect(french).not.toContain(english);
      expect(arabic).not.toContain(english);
    }
  });
});
