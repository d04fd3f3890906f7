import type { Root } from 'mdast';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import type {} from 'remark-parse';
import type { Plugin } from 'unified';

/**
 * GFM (tables, strikethrough, task lists, autolinks, footnotes) and math ($…$, $$…$$) for
 * reading Markdown: what remark-gfm and remark-math add to the parser, without the Markdown
 * writers they also register (mdast-util-to-markdown and markdown-table, 18 KB of a note
 * page's first visit that only a Markdown editor would run; issue 27, decision 0081).
 */
export const remarkGfmMathReading: Plugin<[], Root> = function () {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfm(), math());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown(), mathFromMarkdown());
};
