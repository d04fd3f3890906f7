// Issue 26: no English left in the French and Arabic interface. In each language, every route of
// src/config/paths.ts is visited as a visitor, a student, an instructor and an admin (seeded
// accounts), with the header's menus opened; each visible text node (and each aria-label,
// placeholder, title and alt) that still reads as English is listed. What people wrote (problem
// statements, comments, notes, names, titles: every text of the seed's tables) is not the
// interface and is skipped, as are math, code and anything marked data-user-content.
// The list goes to test-results/screenshots/languages-sweep-{locale}-{project}.json, with Arabic
// screenshots of every page (375 and 1280 px: the two projects).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys.mjs';
import { SAMPLE_TEAM } from '../../src/features/team/components/sample-team';
import { DEMO, GATEWAY_URL } from './support/env';
import { SCREENSHOT_DIR, saveScreenshot } from './support/screenshots';
import { gotoCounted } from './support/network';
import { isPhone, logIn, settle } from './support/ui';

type Locale = 'fr' | 'ar';
type Role = 'visitor' | 'student' | 'instructor' | 'admin';

const ACCOUNTS: Record<Exclude<Role, 'visitor'>, string> = {
  student: DEMO.student,
  instructor: DEMO.instructor,
  admin: DEMO.admin,
};

/** English function words and the interface's commonest English words. */
const ENGLISH =
  /\b(the|your|you|and|with|this|not|are|has|have|will|from|for|of|to|is|no|yet|by|in|at|Log in|Log out|Sign up|Submit|Save|Cancel|Delete|Edit|Loading|Search|Close|Back|Next|Previous|Problems?|Contests?|Leaderboard|Dashboard|Settings|Grading|Solved|Attempts?|Marks|Rating|Students?|Instructors?|Teachers?|Assignments?|Upcoming|Running|Ended|Register|Show|Hide|Open|Language|Results?)\b/i;
/** Words that read the same in the other languages or name things (never a leak alone). */
const SAME_EVERYWHERE = /^(Get Into Olympiad|PAMO|IMO|Juniors|Seniors|KaTeX|LaTeX|PDF|UTC|OK)$/i;

interface Ids {
  problemId: string;
  contestId: string;
  classId?: string;
  assignmentId?: string;
  noteId?: string;
  studentId?: string;
}

/** Every page of src/config/paths.ts a role can open, with ids from the seed. */
function routesOf(role: Role, ids: Ids): [name: string, path: string][] {
  const shared: [string, string][] = [
    ['home', '/'],
    ['problems', '/problems'],
    ['problem', `/problems/${ids.problemId}`],
    ['contest-problem', `/problems/${ids.problemId}?contest=${ids.contestId}`],
    ['contests', '/contests'],
    ['contest', `/contests/${ids.contestId}`],
    ['contest-print', `/contests/${ids.contestId}?print`],
    ['leaderboard', '/leaderboard'],
    ['submissions', '/submissions'],
    ['team', '/team'],
    ['notes', '/notes'],
    ...(ids.noteId ? [['note', `/notes/${ids.noteId}`] as [string, string]] : []),
    ...(ids.studentId ? [['public-profile', `/u/${ids.studentId}`] as [string, string]] : []),
    ['about', '/about'],
    ['privacy', '/privacy'],
    ['terms', '/terms'],
    ['testing-guide', '/testing-guide'],
    ['not-found', '/this-page-does-not-exist'],
    ['join-class', '/classes/join/NOCODE1'],
  ];
  if (role === 'visitor')
    return [
      ...shared,
      ['login', '/login'],
      ['signup', '/signup'],
      ['forgot-password', '/forgot-password'],
      ['reset-password', '/reset-password'],
      ['welcome', '/welcome'],
      ['notices-stop', '/notices/stop?token=x'],
    ];
  const signedIn: [string, string][] = [
    ...shared,
    ['dashboard', '/dashboard'],
    ['profile', '/profile'],
    ['notices', '/notices'],
    ['classes', '/classes'],
    ['new-note', '/notes/new'],
  ];
  if (role === 'student') {
    return [
      ...signedIn,
      ...(ids.classId ? [['class', `/classes/${ids.classId}`] as [string, string]] : []),
      ...(ids.assignmentId
        ? [['assignment', `/assignments/${ids.assignmentId}`] as [string, string]]
        : []),
    ];
  }
  const staff: [string, string][] = [
    ...signedIn,
    ['create-problem', '/create-problem'],
    ['edit-problem', `/problems/${ids.problemId}/edit`],
    ['new-contest', '/contests/new'],
    ['edit-contest', `/contests/${ids.contestId}/edit`],
    ['grading', '/grading'],
    ...(ids.noteId ? [['edit-note', `/notes/${ids.noteId}/edit`] as [string, string]] : []),
    ...(ids.classId
      ? [
          ['class', `/classes/${ids.classId}`] as [string, string],
          ['new-assignment', `/classes/${ids.classId}/assignments/new`] as [string, string],
        ]
      : []),
    ...(ids.assignmentId
      ? [
          ['assignment', `/assignments/${ids.assignmentId}`] as [string, string],
          ['edit-assignment', `/assignments/${ids.assignmentId}/edit`] as [string, string],
          ['assignment-matrix', `/assignments/${ids.assignmentId}/matrix`] as [string, string],
        ]
      : []),
  ];
  return role === 'admin'
    ? [...staff, ['admin', '/admin'], ['admin-approvals', '/admin/approvals']]
    : staff;
}

async function service<T>(path: string): Promise<T> {
  const response = await fetch(`${GATEWAY_URL}/rest/v1/${path}`, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Tables whose texts people wrote: all their strings are user content. */
const USER_TABLES = [
  'problems',
  'problem_translations',
  'comments',
  'notes',
  'profiles',
  'team_members',
  'contests',
  'classes',
  'assignments',
  'answers',
  'answer_notes',
  'notices',
];

function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    for (const line of value.split(/\n+/)) if (line.trim().length >= 2) into.add(line.trim());
  } else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => stringsOf(v, into));
}

async function seedFacts(): Promise<{ ids: Ids; userContent: string[] }> {
  const first = async (table: string, extra = '') =>
    (await service<{ id: string }[]>(`${table}?select=id${extra}&limit=1`))[0]?.id;
  const ids: Ids = {
    problemId: (await first('problems', '&order=created_at.asc'))!,
    contestId: (await first('contests', '&order=start_time.asc'))!,
    classId: await first('classes'),
    assignmentId: await first('assignments'),
    noteId: await first('notes', '&status=eq.published'),
    studentId: await first('profiles', '&role=eq.student&status=eq.approved'),
  };
  const texts = new Set<string>();
  for (const table of USER_TABLES) {
    try {
      stringsOf(await service<unknown[]>(`${table}?select=*&limit=2000`), texts);
    } catch {
      // A table this build does not have.
    }
  }
  stringsOf(SAMPLE_TEAM, texts);
  return { ids, userContent: [...texts] };
}

interface Leak {
  text: string;
  where: string;
}

/** Visible interface text that still reads as English. */
async function englishOn(page: Page, userContent: string[]): Promise<Leak[]> {
  return page.evaluate(
    ({ english, same, content }) => {
      // Word edges by letters of any script: 'notée' is not 'not'.
      const inner = english.replace(/^\\b\(/, '').replace(/\)\\b$/, '');
      const ENGLISH_RE = new RegExp(`(?<![\\p{L}\\p{N}])(${inner})(?![\\p{L}\\p{N}])`, 'iu');
      const SAME_RE = new RegExp(same, 'i');
      const SKIP =
        'script, style, noscript, svg, .katex, code, pre, kbd, textarea, [data-user-content], [contenteditable="true"], [aria-hidden="true"]';
      // Written text, compared as lower-case words (markdown, math and punctuation dropped):
      // a node is content when it is a whole written line, or four words or more of one.
      const words = (text: string) =>
        text
          .toLowerCase()
          .replace(/[^a-z]+/g, ' ')
          .trim();
      const lines = new Set(content.map(words));
      const joined = `\n${[...lines].join('\n')}\n`;
      // Written lines of two words or more, longest first: a node that is interface words around
      // them ("By {name}", "Problem 1. {title}") is judged on what is left once they are taken out.
      const phrases = [...lines]
        .filter((line) => line.includes(' '))
        .sort((a, b) => b.length - a.length);
      const isContent = (text: string) => {
        const mine = words(text);
        if (lines.has(mine) || (mine.split(' ').length >= 4 && joined.includes(mine))) return true;
        let rest = ` ${mine} `;
        for (const phrase of phrases) {
          if (rest.includes(` ${phrase} `)) rest = rest.split(` ${phrase} `).join('  ');
        }
        return !ENGLISH_RE.test(rest);
      };
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      };
      const where = (element: Element) => {
        const parts: string[] = [];
        for (let e: Element | null = element; e && parts.length < 3; e = e.parentElement) {
          parts.unshift(
            e.tagName.toLowerCase() +
              (e.id ? `#${e.id}` : '') +
              (e.getAttribute('data-testid')
                ? `[data-testid=${e.getAttribute('data-testid')}]`
                : ''),
          );
        }
        return parts.join(' > ');
      };
      const leaks: { text: string; where: string }[] = [];
      const consider = (text: string, element: Element) => {
        // Code between backticks (a note's ```problem block named in a hint) is not words.
        const clean = text
          .replace(/`{1,3}[^`]*`{1,3}/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
        // An e-mail address or a path (the 404 page repeats the path asked for) is not words.
        if (clean.length < 2 || !/[A-Za-z]{2}/.test(clean) || /^\S+@\S+$/.test(clean)) return;
        if (/^\/\S*$/.test(clean)) return;
        if (SAME_RE.test(clean) || !ENGLISH_RE.test(clean) || isContent(clean)) return;
        leaks.push({ text: clean.slice(0, 160), where: where(element) });
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(SKIP) || !visible(parent)) continue;
        consider(node.textContent ?? '', parent);
      }
      for (const element of document.querySelectorAll(
        '[aria-label], [placeholder], [title], img[alt]',
      )) {
        if (element.closest(SKIP) || !visible(element)) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) consider(value, element);
        }
      }
      return leaks;
    },
    { english: ENGLISH.source, same: SAME_EVERYWHERE.source, content: userContent },
  );
}

/** Whether a reported text is interface words around what people wrote (as englishOn judges). */
function writtenBy(text: string, content: string[]): boolean {
  const words = (value: string) =>
    value
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      .trim();
  let rest = ` ${words(text)} `;
  const phrases = content
    .map(words)
    .filter((line) => line.includes(' '))
    .sort((a, b) => b.length - a.length);
  for (const phrase of phrases) {
    if (rest.includes(` ${phrase} `)) rest = rest.split(` ${phrase} `).join('  ');
  }
  const inner = ENGLISH.source.replace(/^\\b\(/, '').replace(/\)\\b$/, '');
  return !new RegExp(`(?<![\\p{L}\\p{N}])(${inner})(?![\\p{L}\\p{N}])`, 'iu').test(rest);
}

/** The header's menus: the account menu, and the drawer on a phone. */
async function openMenus(page: Page, scan: () => Promise<void>): Promise<void> {
  const banner = page.getByRole('banner');
  const triggers = banner.locator('button[aria-haspopup="menu"], button[aria-expanded="false"]');
  const count = await triggers.count();
  for (let i = 0; i < count; i += 1) {
    const trigger = triggers.nth(i);
    if (!(await trigger.isVisible())) continue;
    await trigger.click();
    await page.waitForTimeout(300);
    await scan();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
  }
  if (isPhone(page)) await page.mouse.click(5, 5);
}

let facts: { ids: Ids; userContent: string[] };

test.beforeAll(async () => {
  facts = await seedFacts();
});

test.describe.configure({ mode: 'parallel' });

// Visitors and students in both languages; staff pages once each (every key of one catalog is in
// the other, tests/unit/i18n/catalogs.test.ts), to keep the suite's time. At 1280 px only (the
// mobile project skips this file in playwright.config.ts; languages.spec.ts walks 375 px).
const SWEEPS: [Locale, Role][] = [
  ['fr', 'visitor'],
  ['ar', 'visitor'],
  ['fr', 'student'],
  ['ar', 'student'],
  ['fr', 'instructor'],
  ['ar', 'admin'],
];

for (const [locale, role] of SWEEPS) {
  test(`no English left in ${locale} for the ${role}`, async ({ page }, testInfo) => {
    test.setTimeout(600_000);
    if (role !== 'visitor') await logIn(page, ACCOUNTS[role]);
    await page.addInitScript((code) => localStorage.setItem('gio-locale', code), locale);

    const leaks: Record<string, Leak[]> = {};
    for (const [name, path] of routesOf(role, facts.ids)) {
      await test.step(path, async () => {
        await gotoCounted(page, path);
        await settle(page).catch(() => undefined);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const found = new Map<string, Leak>();
        const scan = async () => {
          for (const leak of await englishOn(page, facts.userContent))
            found.set(`${leak.text}|${leak.where}`, leak);
        };
        await scan();
        if (locale === 'ar') await saveScreenshot(page, testInfo, `sweep-ar-${role}`, name);
        await openMenus(page, scan);
        if (found.size) leaks[`${name} ${path}`] = [...found.values()];
      });
    }

    // Other specs write problems, contests and names while this one walks: what people wrote by
    // the end of the walk is content too (read again now, judged as in the page).
    const written = (await seedFacts()).userContent;
    for (const [where, found] of Object.entries(leaks)) {
      const left = found.filter((leak) => !writtenBy(leak.text, written));
      if (left.length) leaks[where] = left;
      else delete leaks[where];
    }

    const report = JSON.stringify(leaks, null, 2);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await writeFile(
      join(SCREENSHOT_DIR, `languages-sweep-${locale}-${role}-${testInfo.project.name}.json`),
      report,
    );
    await testInfo.attach(`english-left-${locale}-${role}.json`, {
      body: report,
      contentType: 'application/json',
    });
    expect(leaks, `English left on ${locale} pages for the ${role}`).toEqual({});
  });
}
