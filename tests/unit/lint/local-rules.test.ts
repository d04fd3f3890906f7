// The project's own lint rules (eslint/local-rules.mjs) refuse what they should and allow the rest.
import { resolve } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import local from '../../../eslint/local-rules.mjs';

const ROOT = resolve(__dirname, '../../..');
const linter = new Linter({ configType: 'flat' });

function problems(file: string, code: string): string[] {
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: {
            parser: tseslint.parser as Linter.Parser,
            parserOptions: { ecmaFeatures: { jsx: true } },
          },
          plugins: { local: local as never },
          rules: {
            'local/import-boundaries': 'error',
            'local/file-naming': 'error',
            'local/query-key-factories': 'error',
            'local/no-literal-text': 'error',
          },
        },
      ],
      { filename: resolve(ROOT, file) },
    )
    .map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it.each([
    ['src/lib/x.ts', "import { useAuth } from '@/features/auth';"],
    ['src/components/ui/x.ts', "import Page from '@/pages/HomePage';"],
    [
      'src/features/admin/api.ts',
      "import { GradingBoard } from '@/features/answers/components/GradingBoard';",
    ],
    ['src/features/admin/api.ts', "import { x } from '../answers/components/answer-verdict';"],
    ['src/features/admin/api.ts', "import { AppRoutes } from '@/app/routes';"],
    ['src/pages/HomePage.tsx', "import { AppLayout } from '@/app/layout/AppLayout';"],
  ])('%s may not: %s', (file, code) => {
    expect(problems(file, code)).toEqual(['local/import-boundaries']);
  });

  it.each([
    ['src/features/admin/api.ts', "import { useAuth } from '@/features/auth';"],
    ['src/features/auth/x.ts', "import { profileQueries } from '@/features/profiles/api';"],
    ['src/features/answers/components/X.tsx', "import { submitAnswer } from '../api';"],
    [
      'src/pages/HomePage.tsx',
      "import { ProblemList } from '@/features/problems/components/ProblemList';",
    ],
    ['src/app/routes.tsx', "import Home from '@/pages/HomePage';"],
    ['src/lib/x.ts', "import { env } from '@/config/env';"],
  ])('%s may: %s', (file, code) => {
    expect(problems(file, code)).toEqual([]);
  });
});

describe('file naming', () => {
  it.each([
    'src/lib/useThing.ts',
    'src/features/x/components/problem_card.tsx',
    'scripts/checkBudgets.mjs',
  ])('refuses %s', (file) =>
    expect(problems(file.replace(/\.mjs$/, '.ts'), '')).toEqual(['local/file-naming']),
  );

  it.each([
    'src/lib/use-url-search-text.ts',
    'src/features/x/components/ProblemCard.tsx',
    'src/components/ui/dropdown-menu.tsx',
    'src/lib/database.types.ts',
    'tests/unit/features/answers.api.test.ts',
    'src/app/routes.tsx',
  ])('allows %s', (file) => expect(problems(file, '')).toEqual([]));
});

describe('query keys from the key factories', () => {
  it.each([
    "queryOptions({ queryKey: ['notices', userId, 'list'] as const, queryFn });",
    "queryClient.invalidateQueries({ queryKey: ['answers'] });",
    "useQuery({ 'queryKey': ['x'] satisfies readonly string[], queryFn });",
    "queryClient.setQueryData(['notices', userId, 'unread'], 0);",
    "queryClient.getQueryData(['answers']);",
    "useMutation({ mutationKey: ['answers', 'submit'], mutationFn });",
  ])('refuses a literal key: %s', (code) => {
    expect(problems('src/features/notices/api.ts', code)).toEqual(['local/query-key-factories']);
  });

  it.each([
    'queryOptions({ queryKey: noticeKeys.list(userId), queryFn });',
    'queryClient.invalidateQueries({ queryKey: answerKeys.all });',
    'queryClient.setQueryData(noticeKeys.unread(userId), 0);',
    'const noticeKeys = { all: queryRoots.notices, list: (id: string) => [...queryRoots.notices, id] as const };',
    "const picked = { queryKeyText: ['a'], predicate: (q: { queryKey: unknown[] }) => q.queryKey[0] !== 'x' };",
  ])('allows: %s', (code) => {
    expect(problems('src/features/notices/api.ts', code)).toEqual([]);
  });
});

describe('user-facing text from the catalogs (issue 26)', () => {
  const component = 'src/features/problems/components/NewThing.tsx';
  it.each([
    'const A = () => <p>Submit answer</p>;',
    'const A = () => <input placeholder="Your answer" />;',
    'const A = () => <button aria-label="Close menu" />;',
    "const A = () => <img alt={'A diagram'} />;",
    "const A = ({ n }: { n: number }) => <p>{n > 1 ? 'Many problems' : '1'}</p>;",
    'const A = ({ n }: { n: number }) => <p>{`Solved ${n} problems`}</p>;',
    "const A = ({ x }: { x?: string }) => <p title={x || 'No title yet'} />;",
    "toast({ title: 'Profile updated', variant: 'destructive' });",
    "toast({ title: t.saved, description: 'Your name and picture are saved.' });",
    'toast({ title: t.saved, action: { label: `Undo`, onClick } });',
    "if (window.confirm('Delete this problem?')) remove();",
    "alert('The link was copied.');",
    "document.title = 'Problems · Get Into Olympiad';",
    'document.title = `${name} · Problems`;',
  ])('refuses literal text: %s', (code) => {
    expect(problems(component, code)).toEqual(['local/no-literal-text']);
  });

  it.each([
    'const A = ({ t }: { t: { submit: string } }) => <p>{t.submit}</p>;',
    'const A = () => <span aria-hidden="true">∑ × — 1 + 2</span>;',
    'const A = () => <div className="flex items-center" data-testid="answer-box" />;',
    "const A = ({ on }: { on: boolean }) => <div className={on ? 'text-blue-800' : 'x'} />;",
    'const A = () => <p>{`${1} / ${2}`}</p>;',
    "toast({ title: t.saved, description: errorMessage(error), variant: 'destructive' });",
    'if (window.confirm(t.deleteConfirm)) remove();',
    'document.title = fill(t.title, { name });',
    "document.title = 'Σ';",
    "store.confirm('yes please');",
  ])('allows: %s', (code) => {
    expect(problems(component, code)).toEqual([]);
  });
});
