import { createContext, useContext, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { TexFormula } from '@/components/math/MathText';
import { directionOf, messages, useLocale, useT } from '@/lib/i18n';
import { blockProblemId } from '../problem-blocks';
import { remarkGfmMathReading } from './remark-reading';

const markdownMessages = messages('noteMarkdown', {
  badProblemBlock: 'This problem block has no valid problem id.',
});

/**
 * GitHub's sanitising schema (rehype-sanitize's default: no script, iframe, style, event
 * handlers or javascript: URLs) plus the classes the math syntax gives its formulas, so they can be
 * told apart after sanitising. Raw HTML in the Markdown never gets this far (skipHtml).
 */
const SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: { className?: unknown };
  children?: HastNode[];
}

function classesOf(node: HastNode | undefined): string[] {
  const names = node?.properties?.className;
  return Array.isArray(names) ? names.map(String) : [];
}

function textOf(node: HastNode | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

interface NoteMarkdownProps {
  body: string;
  /** A problem block (```problem with an id): the page renders the problem, or nothing. */
  renderProblem: (problemId: string) => ReactNode;
}

// The page's problem renderer reaches the blocks through context, so the components below stay
// the same functions from render to render: a new function would remount every block (and lose
// an answer box's verdict) whenever the page re-renders.
const ProblemRenderer = createContext<(problemId: string) => ReactNode>(() => null);

function ProblemBlock({ id }: { id: string }) {
  const renderProblem = useContext(ProblemRenderer);
  // The note's text takes its own direction; the problem's interface takes the page's.
  const direction = directionOf(useLocale());
  return (
    <div className="note-problem" dir={direction}>
      {renderProblem(id)}
    </div>
  );
}

function BadProblemBlock() {
  const t = useT(markdownMessages);
  return <p className="text-sm text-red-700">{t.badProblemBlock}</p>;
}

const COMPONENTS: Components = {
  pre({ node, children }) {
    const code = (node as HastNode | undefined)?.children?.find(
      (child) => child.tagName === 'code',
    );
    const classes = classesOf(code);
    if (classes.includes('language-math')) {
      return <TexFormula tex={textOf(code)} display />;
    }
    if (classes.includes('language-problem')) {
      const id = blockProblemId(textOf(code));
      return id ? <ProblemBlock id={id} /> : <BadProblemBlock />;
    }
    return <pre>{children}</pre>;
  },
  code({ node, children, className }) {
    const classes = classesOf(node as HastNode | undefined);
    if (classes.includes('language-math')) {
      return <TexFormula tex={textOf(node as HastNode)} display={false} />;
    }
    return <code className={className}>{children}</code>;
  },
  a({ href, children }) {
    const external = Boolean(href && /^https?:/i.test(href));
    return (
      <a href={href} {...(external ? { rel: 'noopener noreferrer nofollow' } : {})}>
        {children}
      </a>
    );
  },
  img({ src, alt }) {
    return <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} loading="lazy" />;
  },
  table({ children }) {
    return (
      // A wide table scrolls in its own box; keyboard users reach it to scroll it.
      <div className="note-table" tabIndex={0}>
        <table>{children}</table>
      </div>
    );
  },
};

/** A note's Markdown: headings, lists, tables, links, images, math and problem blocks. */
export function NoteMarkdown({ body, renderProblem }: NoteMarkdownProps) {
  return (
    <ProblemRenderer.Provider value={renderProblem}>
      <div className="note-body" dir="auto" data-user-content>
        <Markdown
          remarkPlugins={[remarkGfmMathReading]}
          rehypePlugins={[[rehypeSanitize, SCHEMA]]}
          components={COMPONENTS}
          skipHtml
        >
          {body}
        </Markdown>
      </div>
    </ProblemRenderer.Provider>
  );
}

export default NoteMarkdown;
