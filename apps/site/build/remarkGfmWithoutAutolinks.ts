import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmFootnoteFromMarkdown, gfmFootnoteToMarkdown } from 'mdast-util-gfm-footnote';
import {
  gfmStrikethroughFromMarkdown,
  gfmStrikethroughToMarkdown,
} from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown, gfmTableToMarkdown } from 'mdast-util-gfm-table';
import {
  gfmTaskListItemFromMarkdown,
  gfmTaskListItemToMarkdown,
} from 'mdast-util-gfm-task-list-item';

/** The part of a unified processor's data that remark's parser reads its extensions from. */
interface ParserData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
  toMarkdownExtensions?: unknown[];
}

/**
 * GitHub-flavoured Markdown as remark-gfm gives it (tables, strikethrough, task lists and
 * footnotes), less the literal autolinks: a bare `https://…` or `www.…` in a sentence stays text.
 * That one extension looks at every character of every paragraph for the start of a link, and it
 * was a quarter to a third of compiling a page; no page used it, and MDX pages link with
 * `[text](url)` anyway (MDX reads `<https://…>` as JSX, so there is no other form to keep).
 * It also writes them back out, for the Markdown copies of the pages (src/markdown/).
 */
export function remarkGfmWithoutAutolinks(this: { data(): object }) {
  const data = this.data() as ParserData;
  (data.micromarkExtensions ??= []).push(
    gfmTable(),
    gfmStrikethrough(),
    gfmTaskListItem(),
    gfmFootnote(),
  );
  (data.fromMarkdownExtensions ??= []).push(
    gfmTableFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
    gfmFootnoteFromMarkdown(),
  );
  (data.toMarkdownExtensions ??= []).push(
    // Cells are not padded to align the pipes: a wide table would be mostly spaces.
    gfmTableToMarkdown({ tablePipeAlign: false }),
    gfmStrikethroughToMarkdown(),
    gfmTaskListItemToMarkdown(),
    gfmFootnoteToMarkdown(),
  );
}
