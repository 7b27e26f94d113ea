import { copyPageTranslations, useTranslate } from '@docshell/docs-i18n';
import {
  Children,
  isValidElement,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { PAGE_PATH_ATTRIBUTE } from '../search/searchConfig';
import { CopyStatusIcon } from './copyIcons';
import { loadPageMarkdown, useMarkdownCopy } from './useMarkdownCopy';

/** The text of a heading's children, as the reader sees it (for the button's label). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  if (Array.isArray(node)) return Children.toArray(node).map(textOf).join('');
  return '';
}

function preload() {
  loadPageMarkdown().catch(() => undefined);
}

/**
 * A section's h2, with a small button beside it that copies the section's Markdown (from this
 * heading to the next h2 of the page's Markdown copy). The button is positioned over the
 * heading's end, so it takes no room; it shows on hover and focus, and stays in the tab order.
 */
export function SectionHeading({ children, id, ...props }: ComponentProps<'h2'>) {
  const t = useTranslate(copyPageTranslations);
  const { status, copyFrom } = useMarkdownCopy();
  const title = textOf(children);
  const values = { values: { title } };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The page's path is on its article (DocPage): a prefixed path (/zh/…) shows the English page.
    const pathname = event.currentTarget
      .closest(`[${PAGE_PATH_ATTRIBUTE}]`)
      ?.getAttribute(PAGE_PATH_ATTRIBUTE);
    void copyFrom((markdown) =>
      pathname
        ? markdown.pageSectionMarkdown(pathname, { id, text: title })
        : Promise.reject(new Error('[site] the section is not in a page')),
    );
  };
  return (
    <div className="section-heading" data-status={status}>
      <h2 id={id} {...props}>
        {children}
      </h2>
      <button
        type="button"
        className="section-copy"
        aria-label={t('copyPage.copySection', values) ?? undefined}
        data-ga-event-category="copy-page"
        data-ga-event-action="copy-section"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={onClick}
      >
        <CopyStatusIcon status={status} size={16} />
      </button>
      <span className="visually-hidden" role="status">
        {status === 'copied'
          ? t('copyPage.sectionCopied', values)
          : status === 'failed'
            ? t('copyPage.sectionFailed', values)
            : ''}
      </span>
    </div>
  );
}
