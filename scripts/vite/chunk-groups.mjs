// @ts-check
/**
 * How the build groups modules into files (rolldown's `output.codeSplitting.groups`), decision
 * 0075. Over HTTP/1.1 a browser fetches six files at a time from one origin, so a page whose
 * first screen needs twelve small chunks waits a round trip more than one that needs six. Each
 * group below is a set of small modules the pages use together; a module goes to the first
 * group that takes it, and the modules it imports follow it unless an earlier group took them.
 * The first route (/) and the first visit to /problems must not grow: `npm test` checks both.
 */

/** Files under src/ (paths without extension, '/' as separator), as a module-id test. */
function srcFiles(/** @type {string[]} */ paths) {
  const alternatives = paths.map((path) => path.split('/').join('[\\\\/]')).join('|');
  return new RegExp(`[\\\\/]src[\\\\/](?:${alternatives})\\.`);
}

/**
 * Small modules the reading pages share (UI primitives, helpers). Not the parts with a large
 * library behind them (the toaster, the account menu's dropdown, the form drafts), the language
 * catalogs, nor what only forms, tables and profiles use (issue 27).
 */
const SHARED_MODULES =
  /[\\/]src[\\/](?:components[\\/]ui[\\/](?!toast|dropdown-menu|table|switch|textarea|character-count|avatar)|lib[\\/](?!i18n[\\/](?:catalogs|format|sentences)|use-form-draft|avatar|offline[\\/]waiting-pages)|config[\\/])/;

/** @type {import('rolldown').CodeSplittingGroup[]} */
export const chunkGroups = [
  // The entry's own imports in one file (rolldown split each module the entry shares with a lazy
  // page into a file of its own: a dozen requests of 1 KB).
  { name: 'app', tags: ['$initial'] },
  { name: 'shared', test: SHARED_MODULES, minShareCount: 2 },
  // date-fns with the one module that calls it: the contest pages' times.
  {
    name: 'date',
    test: /node_modules[\\/]date-fns[\\/](?!locale[\\/])|[\\/]src[\\/]lib[\\/]i18n[\\/]format\./,
  },
  // React Query's mutations: most pages, but not the home page (the first route).
  {
    name: 'mutation',
    test: /node_modules[\\/]@tanstack[\\/](?:react-query|query-core)[\\/]build[\\/]modern[\\/](?:useMutation|mutationObserver)\./,
  },
  { name: 'math', test: /[\\/]src[\\/]components[\\/]math[\\/]/, minShareCount: 2 },
  // What the problems list needs, which the problem, note and contest pages need too.
  {
    name: 'problem-list',
    test: srcFiles([
      'features/problems/api',
      'features/problems/attachment-key',
      'features/problems/statement-preview',
      'features/problems/components/problem-format',
      'features/problems/components/problem-messages',
      'features/problems/components/problem-permissions',
      'features/problems/components/DifficultyBadge',
      'features/problems/components/SaveForOffline',
      'components/SolveStatusBadge',
    ]),
    minShareCount: 2,
  },
  // A problem's statement as its page (and a note's problems, a problem's editor) draw it.
  {
    name: 'statement',
    test: srcFiles([
      'features/problems/figures',
      'features/problems/components/StatementBody',
      'features/problems/components/AttachmentLink',
      'features/problems/components/AttachedFigure',
      'features/problems/components/ProblemStatement',
      'features/practice/api',
      'components/errors/SectionErrorBoundary',
      'pages/problem-page-messages',
    ]),
    minShareCount: 2,
  },
  // A contest's times, status and problems as the list and the contest page draw them.
  {
    name: 'contest-common',
    test: srcFiles([
      'features/contests/api',
      'features/contests/components/contest-status',
      'features/contests/components/use-now',
      'features/contests/components/Countdown',
      'features/contests/components/virtual-board',
      'features/contests/components/ContestTimes',
      'features/contests/components/ContestStatusChip',
      'features/contests/components/UpsolvingBadge',
      'features/contests/components/upsolving',
      'components/domain-names',
    ]),
    minShareCount: 2,
  },
  // What the notes list and a note share.
  {
    name: 'note-common',
    test: srcFiles([
      'features/notes/api',
      'features/notes/components/note-messages',
      'features/notes/components/note-permissions',
      'components/PrintButton',
    ]),
    minShareCount: 2,
  },
];
