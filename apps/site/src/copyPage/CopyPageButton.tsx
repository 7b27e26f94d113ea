import { copyPageTranslations, useTranslate } from '@docshell/docs-i18n';
import {
  useCallback,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import type { CopyPageMenuProps } from './CopyPageMenu';
import { CopyPageIcon, CopyStatusIcon } from './copyIcons';
import { loadPageMarkdown, useMarkdownCopy } from './useMarkdownCopy';

function loadMenu() {
  return import('./CopyPageMenu');
}

/** Loads what a first use needs (the Markdown module and the menu) before the click. */
function preload() {
  loadPageMarkdown().catch(() => undefined);
  loadMenu().catch(() => undefined);
}

/**
 * "Copy page" and a menu of more ways to use the page, at the top of a documentation page. What
 * is prerendered is two plain buttons at their final size; the Markdown fetching and the menu
 * (MUI's) load when a pointer or focus reaches them, or at the latest on the click.
 */
export function CopyPageButton({ pathname }: { pathname: string }) {
  const t = useTranslate(copyPageTranslations);
  const { status, copyFrom } = useMarkdownCopy();
  const groupRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const toggleId = `${menuId}toggle`;
  const [Menu, setMenu] = useState<ComponentType<CopyPageMenuProps> | null>(null);
  const [open, setOpen] = useState(false);

  const copyPage = useCallback(
    () => copyFrom((markdown) => markdown.pageMarkdown(pathname)),
    [copyFrom, pathname],
  );
  const openMenu = () => {
    loadMenu().then(
      ({ CopyPageMenu }) => {
        setMenu(() => CopyPageMenu);
        setOpen(true);
      },
      () => undefined,
    );
  };
  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu();
    }
  };

  const labels = {
    idle: t('copyPage.copy'),
    copied: t('copyPage.copied'),
    failed: t('copyPage.failed'),
  };
  return (
    <div
      ref={groupRef}
      className="page-actions"
      data-status={status}
      data-ga-event-category="copy-page"
      onPointerEnter={preload}
      onFocus={preload}
    >
      <button
        type="button"
        className="page-actions-copy"
        data-ga-event-action="copy"
        onClick={() => void copyPage()}
      >
        <CopyStatusIcon status={status} />
        {/* Every label in one grid cell, the others hidden: the button is as wide as the longest,
            so it never changes size. */}
        <span className="page-actions-labels">
          {(['idle', 'copied', 'failed'] as const).map((key) => (
            <span key={key} data-current={key === status} aria-hidden={key !== status}>
              {labels[key]}
            </span>
          ))}
        </span>
      </button>
      <button
        type="button"
        id={toggleId}
        className="page-actions-toggle"
        aria-label={t('copyPage.menu') ?? undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-ga-event-action="menu"
        onClick={openMenu}
        onKeyDown={onToggleKeyDown}
      >
        <CopyPageIcon shape="chevron" />
      </button>
      <span className="visually-hidden" role="status">
        {status === 'idle' ? '' : labels[status]}
      </span>
      {Menu && (
        <Menu
          id={menuId}
          toggleId={toggleId}
          anchorEl={groupRef.current}
          open={open}
          pathname={pathname}
          onClose={() => setOpen(false)}
          onCopy={copyPage}
        />
      )}
    </div>
  );
}
