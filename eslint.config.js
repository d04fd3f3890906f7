import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import local from './eslint/local-rules.mjs';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'supabase/.data', 'test-results', 'coverage', 'bench/data'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, local },
    rules: {
      // lib/components/config -> features -> pages -> app (docs/architecture.md, decision 0030).
      'local/import-boundaries': 'error',
      'local/file-naming': 'error',
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // React Query keys come from the features' key factories (src/lib/query-keys.ts).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/query-key-factories': 'error' },
  },
  {
    // The data layer narrows what the database sends with parsers (src/lib/parse.ts) and the
    // generated types, never with a cast (decision 0029): `as const` is the only `as` allowed.
    files: [
      'src/features/*/api.ts',
      'src/features/*/*-api.ts',
      'src/lib/data.ts',
      'src/lib/paging.ts',
      'src/lib/early-data.ts',
      'src/lib/parse.ts',
      'src/lib/domain.ts',
      'src/app/early-data.ts',
    ],
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
    },
  },
  {
    // User-facing words come from the message catalogs (issue 26, decision 0071); files still
    // to convert are listed in eslint/i18n-allowlist.json, which only shrinks.
    files: ['src/**/*.tsx'],
    plugins: { local },
    rules: { 'local/no-literal-text': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    plugins: { local },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'local/file-naming': 'error',
    },
  },
);
