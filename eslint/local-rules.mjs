// @ts-check
// The project's own lint rules (eslint.config.js): import boundaries between the layers of src/
// and file naming. Documented in docs/architecture.md ("Where code goes").
import { basename, dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SRC = resolve(ROOT, 'src');

/**
 * The layer of a file under src/, or null outside it.
 * shared: lib, components, config (and the generated types) - used by everyone, uses no one
 * feature:<name>: src/features/<name>
 * pages, app: compose features into routes
 * @param {string} file absolute path
 */
export function layerOf(file) {
  const rel = relative(SRC, file);
  if (rel.startsWith('..') || rel === '') return null;
  const [top, second] = rel.split(sep);
  if (top === 'lib' || top === 'components' || top === 'config') return { layer: 'shared' };
  if (top === 'features' && second) return { layer: 'feature', feature: second };
  if (top === 'pages') return { layer: 'pages' };
  return { layer: 'app' }; // src/app, src/main.tsx, src/vite-env.d.ts
}

/**
 * The absolute path an import specifier names, for '@/...' and relative specifiers.
 * @param {string} specifier
 * @param {string} fromFile
 */
function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('@/')) return resolve(SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(fromFile), specifier);
  return null;
}

/**
 * A feature's public surface: the modules at its top level — its index (`@/features/x`), its
 * data layer (`@/features/x/api`: query options, mutations, row types) and any other entry such
 * as `@/features/x/forms` (one per group of users, so a bundler does not ship one importer's
 * parts to another). Components and helpers in its subfolders are internal.
 * @param {string} target absolute path without extension
 * @param {string} feature
 */
function isPublicSurface(target, feature) {
  const rel = relative(resolve(SRC, 'features', feature), target);
  return !rel.startsWith('..') && !rel.includes('/');
}

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'lib/components/config -> features -> pages -> app; features meet through their public surface',
    },
    schema: [],
    messages: {
      sharedImportsUp:
        '{{from}} is shared code (lib, components, config): it may not import {{to}}. Move the code down, or pass it in.',
      featureImportsUp:
        'A feature may not import {{to}}: pages and app compose features, not the reverse.',
      featureInternals:
        "Feature '{{from}}' may import feature '{{to}}' only through its public surface (@/features/{{to}}, @/features/{{to}}/api or another module at its top level), not {{specifier}}.",
      pagesImportApp:
        'Pages may not import the app shell ({{to}}); put what both need in a feature or in shared code.',
    },
  },
  create(context) {
    const file = context.filename;
    const layer = layerOf(file);
    if (!layer) return {};
    const from = layer;
    /** @param {any} node */
    function check(node) {
      const specifier = node.source && node.source.value;
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, file);
      if (!target) return;
      const to = layerOf(target);
      if (!to) return;
      const toName = to.layer === 'feature' ? `features/${to.feature}` : to.layer;
      if (from.layer === 'shared' && to.layer !== 'shared') {
        context.report({
          node,
          messageId: 'sharedImportsUp',
          data: { from: relative(SRC, file), to: toName },
        });
      } else if (from.layer === 'feature' && (to.layer === 'pages' || to.layer === 'app')) {
        context.report({ node, messageId: 'featureImportsUp', data: { to: toName } });
      } else if (
        from.layer === 'feature' &&
        to.layer === 'feature' &&
        to.feature !== from.feature &&
        !isPublicSurface(target.replace(/\.(tsx?|mjs|js)$/, ''), /** @type {string} */ (to.feature))
      ) {
        context.report({
          node,
          messageId: 'featureInternals',
          data: { from: String(from.feature), to: String(to.feature), specifier },
        });
      } else if (from.layer === 'pages' && to.layer === 'app') {
        context.report({ node, messageId: 'pagesImportApp', data: { to: toName } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check({ ...node, source: node.source });
      },
    };
  },
};

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/**
 * The naming rule for one file, or null when it is fine.
 * - .ts, .mjs, .js and every test or spec file: kebab-case (`use-url-search-text.ts`, `api.ts`)
 * - .tsx: PascalCase when it is a component (`ProblemCard.tsx`); kebab-case for the primitives in
 *   src/components/ui (shadcn's convention), for modules that are not one component (`providers.tsx`,
 *   `routes.tsx`, `main.tsx`) and for test files. Names may carry dotted parts (`database.types.ts`,
 *   `keys.d.mts`, `answers.api.test.ts`): each part follows the rule of the first.
 * @param {string} file absolute path
 */
export function namingProblem(file) {
  const name = basename(file);
  const match = /^([^.]+)((?:\.[^.]+)*)\.(tsx?|mts|mjs|js|cjs)$/.exec(name);
  if (!match) return null;
  const [, stem = '', middle = '', ext] = match;
  const parts = middle.split('.').filter(Boolean);
  if (!parts.every((part) => KEBAB.test(part)))
    return `the parts after the first dot of ${name} should be kebab-case`;
  if (ext === 'tsx') {
    if (KEBAB.test(stem) || PASCAL.test(stem)) return null;
    return `${name} should be PascalCase (a component) or kebab-case (anything else)`;
  }
  if (KEBAB.test(stem)) return null;
  return `${name} should be kebab-case (only .tsx component files are PascalCase)`;
}

/** @type {import('eslint').Rule.RuleModule} */
const fileNaming = {
  meta: {
    type: 'suggestion',
    docs: { description: 'kebab-case files; PascalCase .tsx components' },
    schema: [],
    messages: { naming: '{{problem}}.' },
  },
  create(context) {
    return {
      Program(node) {
        const problem = namingProblem(context.filename);
        if (problem) context.report({ node, messageId: 'naming', data: { problem } });
      },
    };
  },
};

/**
 * The node an expression stands for once `as const`, `satisfies` and `!` are taken away.
 * @param {any} node
 * @returns {any}
 */
function unwrapTs(node) {
  let current = node;
  while (
    current &&
    (current.type === 'TSAsExpression' ||
      current.type === 'TSSatisfiesExpression' ||
      current.type === 'TSNonNullExpression')
  )
    current = current.expression;
  return current;
}

/** Option properties that hold a query or mutation key. */
const KEY_PROPERTIES = new Set(['queryKey', 'mutationKey']);
/** QueryClient methods whose first argument is a query key. */
// (v5 passes the others' keys in an options object: the queryKey property above.)
const KEY_FIRST_METHODS = new Set(['setQueryData', 'getQueryData', 'getQueryState']);

/** @type {import('eslint').Rule.RuleModule} */
const queryKeyFactories = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "React Query keys come from the features' key factories (xxxKeys in api.ts, on the roots in src/lib/query-keys.ts), never array literals",
    },
    schema: [],
    messages: {
      literalKey:
        "Take this queryKey from the feature's key factory (e.g. answerKeys.all, noticeKeys.list(userId)), not an array literal.",
    },
  },
  create(context) {
    return {
      /** @param {any} node */
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (!KEY_PROPERTIES.has(name) || node.computed) return;
        if (unwrapTs(node.value)?.type === 'ArrayExpression')
          context.report({ node: node.value, messageId: 'literalKey' });
      },
      /** `queryClient.setQueryData(['x'], …)`: QueryClient methods that take the key first. @param {any} node */
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        if (!KEY_FIRST_METHODS.has(callee.property.name)) return;
        const first = node.arguments[0];
        if (first && unwrapTs(first)?.type === 'ArrayExpression')
          context.report({ node: first, messageId: 'literalKey' });
      },
    };
  },
};

// Issue 26: user-facing words come from the message catalogs (src/lib/i18n, decision 0071), in
// every component (the list of files not yet converted is gone: none is left).
/** Props whose text a person reads or hears. */
const TEXT_PROPS = new Set([
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'alt',
  'label',
]);
const WORDS = /\p{L}{2,}/u;

/** String pieces a JSX expression shows: literals, template parts, both sides of ?: and ||. */
function shownStrings(/** @type {any} */ node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.some((/** @type {any} */ q) => WORDS.test(q.value.cooked ?? ''))
        ? [node]
        : [];
    case 'ConditionalExpression':
      return [...shownStrings(node.consequent), ...shownStrings(node.alternate)];
    case 'LogicalExpression':
      return [...shownStrings(node.left), ...shownStrings(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return shownStrings(node.expression);
    default:
      return [];
  }
}

/** @type {import('eslint').Rule.RuleModule} */
const noLiteralText = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'User-facing text in components (JSX, toasts, confirm/alert/prompt, document.title) comes from messages() (src/lib/i18n), not literals',
    },
    schema: [],
    messages: {
      literal:
        'Literal user-facing text "{{text}}": declare it with messages() (src/lib/i18n) and add its French and Arabic to src/lib/i18n/catalogs/.',
    },
  },
  create(context) {
    /** @param {any} node @param {string} text */
    function report(node, text) {
      context.report({ node, messageId: 'literal', data: { text: text.slice(0, 40) } });
    }
    /** @param {any} node */
    function checkStrings(node) {
      for (const piece of shownStrings(node)) {
        const text =
          piece.type === 'Literal'
            ? String(piece.value)
            : piece.quasis.map((/** @type {any} */ q) => q.value.cooked ?? '').join('…');
        if (WORDS.test(text)) report(piece, text.trim());
      }
    }
    /** The title, description and action label of a toast's options. @param {any} options */
    function checkToast(options) {
      for (const property of options.properties) {
        if (property.type !== 'Property' || property.computed) continue;
        const key = property.key.name ?? property.key.value;
        if (key === 'title' || key === 'description') checkStrings(property.value);
        else if (key === 'action' && property.value.type === 'ObjectExpression')
          checkToast({
            properties: property.value.properties
              .filter(
                (/** @type {any} */ p) =>
                  p.type === 'Property' && (p.key.name ?? p.key.value) === 'label',
              )
              .map((/** @type {any} */ p) => ({ ...p, key: { name: 'title' } })),
          });
      }
    }
    return {
      /** @param {any} node */
      JSXText(node) {
        if (WORDS.test(node.value)) report(node, node.value.trim());
      },
      /** @param {any} node */
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        checkStrings(node.expression);
      },
      /** @param {any} node */
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!TEXT_PROPS.has(name) || !node.value) return;
        if (node.value.type === 'Literal') checkStrings(node.value);
        else if (node.value.type === 'JSXExpressionContainer') checkStrings(node.value.expression);
      },
      // Text a person reads outside JSX: toast({ title, description, action: { label } }),
      // window.confirm/alert/prompt, document.title = .
      /** @param {any} node */
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && !callee.computed
              ? callee.property.name
              : '';
        const on = callee.type === 'MemberExpression' ? callee.object : null;
        if (name === 'toast' && node.arguments[0]?.type === 'ObjectExpression') {
          checkToast(node.arguments[0]);
        } else if (
          ['confirm', 'alert', 'prompt'].includes(name) &&
          (!on || (on.type === 'Identifier' && ['window', 'globalThis'].includes(on.name)))
        ) {
          checkStrings(node.arguments[0]);
        }
      },
      /** @param {any} node */
      AssignmentExpression(node) {
        const left = node.left;
        if (
          left.type === 'MemberExpression' &&
          left.object.type === 'Identifier' &&
          left.object.name === 'document' &&
          left.property.name === 'title'
        )
          checkStrings(node.right);
      },
    };
  },
};

export default {
  rules: {
    'no-literal-text': noLiteralText,
    'import-boundaries': importBoundaries,
    'file-naming': fileNaming,
    'query-key-factories': queryKeyFactories,
  },
};
