'use client';

import { useAnalytics } from '@docshell/docs-analytics';
import { useTranslate } from '@docshell/docs-i18n';
// The root entry, not '@mui/material/ButtonBase': MUI 6 has no exports map, so the deep path
// fails to import in Node's ESM loader (the prerender); bundlers tree-shake the root entry.
import { ButtonBase, styled, type ButtonBaseProps, type Theme } from '@mui/material';
import { useSyncExternalStore, type CSSProperties, type MouseEvent } from 'react';
import {
  CODE_BLOCK_SELECTOR,
  CODE_LABEL_ATTRIBUTE,
  COPIED_ATTRIBUTE,
  COPIED_LABEL_MS,
  COPY_BUTTON_ATTRIBUTE,
  COPY_FAILED_ATTRIBUTE,
  COPY_EVENT_ACTION_CLICK,
  COPY_EVENT_ACTION_KEYBOARD,
  COPY_EVENT_NAME,
  COPY_TRIGGER_ATTRIBUTE,
  type CopyEventAction,
} from './constants.js';
import { findCodeText } from './findCodeText.js';
import { isMacPlatform } from './isMacPlatform.js';
import { useClipboardCopy } from './useClipboardCopy.js';

export interface CodeCopyButtonProps extends Omit<ButtonBaseProps, 'children'> {
  /** The text to copy. Without it the button copies the `<pre>` of its code block. */
  code?: string;
  /** The analytics label. Defaults to the block's `data-code-label`, else the page path. */
  eventLabel?: string;
}

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * A small outlined button in the text's colour (the error colour when a copy failed), drawn on
 * ButtonBase: MUI's Button would add about 1.7 kB gzip to every page with a code block, and the
 * copy button uses none of its variants.
 */
const CopyButtonRoot = styled(ButtonBase)(({ theme }) => {
  // The theme's CSS variables when the site uses them, so colours follow the scheme.
  const tokens = (theme as Theme & { vars?: Theme }).vars ?? theme;
  return {
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(13),
    textTransform: 'none',
    gap: theme.spacing(0.5),
    minWidth: 64,
    padding: '3px 9px',
    color: 'inherit',
    border: '1px solid currentColor',
    borderRadius: tokens.shape.borderRadius,
    transition: theme.transitions.create(['background-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    '@media (hover: hover)': { '&:hover': { backgroundColor: tokens.palette.action.hover } },
    [`&[${COPY_FAILED_ATTRIBUTE}]`]: { color: tokens.palette.error.main },
    // ButtonBase draws no focus ring (Button's was its focus ripple): an outline, for the keyboard.
    '&.Mui-focusVisible': { outline: `2px solid ${tokens.palette.primary.main}`, outlineOffset: 2 },
    // A keyboard hint means nothing on touch-only devices; CSS decides, so SSR is stable.
    '@media (hover: none)': { '& [data-code-copy-hint]': { display: 'none' } },
  };
});

const noSubscription = () => () => {};
const readIsMac = () => isMacPlatform(navigator);
// The server (and the hydration pass) always renders the non-Mac hint, so the markup is stable;
// React then re-renders with the real platform right after hydration.
const serverIsMac = () => false;

function useIsMac(): boolean {
  return useSyncExternalStore(noSubscription, readIsMac, serverIsMac);
}

function eventLabelFor(button: HTMLElement): string {
  const blockLabel = button.closest(CODE_BLOCK_SELECTOR)?.getAttribute(CODE_LABEL_ATTRIBUTE);
  return blockLabel || window.location.pathname;
}

/**
 * The copy button of a code block: "Copy", then "Copied" for `COPIED_LABEL_MS` once the text is
 * really on the clipboard, or "Copy failed" when it is not. Labels come from docs-i18n, so it must
 * render inside DocsProvider.
 */
export function CodeCopyButton({ code, eventLabel, onClick, ...props }: CodeCopyButtonProps) {
  const t = useTranslate();
  const analytics = useAnalytics();
  const isMac = useIsMac();
  const { copy, isCopied, error } = useClipboardCopy({ resetAfterMs: COPIED_LABEL_MS });
  const failed = !isCopied && error !== null;

  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const button = event.currentTarget;
    // Read before awaiting: the shortcut sets this only for the duration of its click.
    const action: CopyEventAction =
      button.getAttribute(COPY_TRIGGER_ATTRIBUTE) === COPY_EVENT_ACTION_KEYBOARD
        ? COPY_EVENT_ACTION_KEYBOARD
        : COPY_EVENT_ACTION_CLICK;
    const text = code ?? findCodeText(button);
    if (text === null) {
      console.error(
        `[docs-copy] CodeCopyButton found no code to copy: pass \`code\`, or render it inside an element with ${CODE_BLOCK_SELECTOR} that holds a <pre>.`,
      );
      return;
    }
    const label = eventLabel ?? eventLabelFor(button);
    if (await copy(text)) {
      analytics.sendEvent(COPY_EVENT_NAME, { eventAction: action, eventLabel: label });
    }
  };

  // The shown hint inherits visibility (an explicit 'visible' would escape the hidden wrapper).
  const hintStyle = (shown: boolean): CSSProperties => ({
    gridArea: '1 / 1',
    visibility: shown ? undefined : 'hidden',
  });
  const status = isCopied ? t('codeCopy.copied') : failed ? t('codeCopy.failed') : '';

  return (
    <>
      <CopyButtonRoot
        {...props}
        {...{
          [COPY_BUTTON_ATTRIBUTE]: '',
          [COPIED_ATTRIBUTE]: isCopied ? '' : undefined,
          [COPY_FAILED_ATTRIBUTE]: failed ? '' : undefined,
        }}
        aria-label={t('codeCopy.ariaLabel') ?? undefined}
        onClick={handleClick}
      >
        <span>{status || t('codeCopy.copy')}</span>
        {/* Both hints share one grid cell, so swapping them after hydration shifts nothing. */}
        <span
          data-code-copy-hint=""
          style={{ display: 'inline-grid', visibility: isCopied || failed ? 'hidden' : undefined }}
        >
          <span style={hintStyle(!isMac)} aria-hidden={isMac || undefined}>
            {t('codeCopy.hintOther')}
          </span>
          <span style={hintStyle(isMac)} aria-hidden={!isMac || undefined}>
            {t('codeCopy.hintMac')}
          </span>
        </span>
      </CopyButtonRoot>
      {/* Outside the button: a button's content is not read as a live region. */}
      <span role="status" aria-live="polite" style={visuallyHidden}>
        {status}
      </span>
    </>
  );
}
