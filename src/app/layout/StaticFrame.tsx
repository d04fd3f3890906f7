import type { ReactNode } from 'react';
import { LoadingMessage } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { ContestsIntro } from '@/pages/intros/ContestsIntro';
import { HomeHero } from '@/pages/intros/HomeHero';
import { LeaderboardIntro } from '@/pages/intros/LeaderboardIntro';
import { ProblemsIntro } from '@/pages/intros/ProblemsIntro';
import { LayoutFrame } from './LayoutFrame';

/**
 * Pages whose first screen does not depend on data or the reader: index.html carries each one,
 * hidden, and shows the one whose path the page has (index.html's head script writes the path to
 * `<html data-path>`). The page renders the same components, so nothing moves when React takes over.
 */
const PRERENDERED_PAGES: readonly { path: string; content: ReactNode }[] = [
  { path: paths.home, content: <HomeHero /> },
  {
    path: paths.problems,
    content: (
      <ProblemsIntro>
        <LoadingMessage />
      </ProblemsIntro>
    ),
  },
  {
    path: paths.leaderboard,
    content: (
      <LeaderboardIntro>
        <LoadingMessage />
      </LeaderboardIntro>
    ),
  },
  {
    path: paths.contests,
    content: (
      <ContestsIntro>
        <LoadingMessage />
      </ContestsIntro>
    ),
  },
];

/** Shows the prerendered page of the path and hides the plain loading line, by CSS alone. */
function prerenderedPageRules(): string {
  const rules = PRERENDERED_PAGES.map(({ path }) => {
    const html = `html[data-path="${path}"]`;
    return `${html} [data-page="${path}"]{display:block}${html} [data-page-fallback]{display:none}`;
  });
  return `[data-prerendered] [data-page]{display:none}${rules.join('')}`;
}

/**
 * What index.html shows before any JavaScript has run: the real header and footer, and the page
 * itself where it is static (PRERENDERED_PAGES), else the loading line the route's Suspense
 * shows. It is rendered to static markup by tests/unit/frame/static-frame.test.tsx (`npm run
 * frame:update` writes it into index.html; the test fails when index.html is out of date).
 */
export function StaticFrame() {
  return (
    <LayoutFrame prerender>
      <style dangerouslySetInnerHTML={{ __html: prerenderedPageRules() }} />
      <div data-page-fallback="">
        <LoadingMessage />
      </div>
      {PRERENDERED_PAGES.map(({ path, content }) => (
        <div key={path} data-page={path}>
          {content}
        </div>
      ))}
    </LayoutFrame>
  );
}
