import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { demoTranslations, useTranslate } from '@docshell/docs-i18n';
import type { CodeVariant } from '@docshell/docs-theme';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { HeaderTooltip } from '../layout/HeaderTooltip';
import { PressedButton } from '../layout/PressedButton';
import { visuallyHidden } from '../layout/visuallyHidden';
import { RouterLink } from '../routing/RouterLink';
import { DemoIcon, type DemoIconShape } from './demoIcons';
import { nextToolbarIndex, setToolbarTabStop, toolbarControls } from './toolbarFocus';

export type DemoCopyStatus = 'idle' | 'copied' | 'failed';

export interface DemoToolbarProps {
  name: string;
  language: CodeVariant;
  onLanguage: (language: CodeVariant) => void;
  /** Whether the full source is shown, and the id of the element that shows it. */
  expanded: boolean;
  sourceId: string;
  onToggleSource: () => void;
  copyStatus: DemoCopyStatus;
  onCopy: () => void;
  onReset: () => void;
  onResetFocus: () => void;
  onStackBlitz: () => void;
  onCodeSandbox: () => void;
  onDownload: () => void;
  /** Where the demo opens full screen; absent on the full-screen page itself. */
  fullScreenPath?: string;
}

/** A plain action: an icon button named by its tooltip's words. */
function Action({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: DemoIconShape;
  onClick: () => void;
}) {
  return (
    <HeaderTooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        <DemoIcon shape={icon} />
      </IconButton>
    </HeaderTooltip>
  );
}

/**
 * The row under a live demo: the source's language, show or copy the source, reset the demo or
 * the focus, take the demo to StackBlitz, CodeSandbox, a full-screen page or a zip. An ARIA
 * toolbar: one tab stop, the arrow keys (and Home, End) move between its controls.
 */
export function DemoToolbar(props: DemoToolbarProps) {
  const t = useTranslate(demoTranslations);
  const toolbar = useRef<HTMLDivElement>(null);
  const active = useRef(0);
  const label = (key: string, values?: Record<string, string>) =>
    t(`demo.${key}`, { values }) ?? key;
  const newTab = (key: string) => `${label(key)} ${label('newTab')}`;

  // After every render: a control may have appeared (or the copy icon changed); one tab stop.
  useLayoutEffect(() => {
    const controls = toolbarControls(toolbar.current!);
    active.current = Math.min(active.current, controls.length - 1);
    setToolbarTabStop(controls, active.current);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const controls = toolbarControls(event.currentTarget);
    const current = controls.indexOf(document.activeElement as HTMLElement);
    const next = nextToolbarIndex(event.key, Math.max(current, 0), controls.length);
    if (next === undefined) return;
    event.preventDefault();
    active.current = next;
    setToolbarTabStop(controls, next);
    controls[next]!.focus();
  };
  // A click (or focus) on a control makes it the toolbar's tab stop.
  const onFocus = () => {
    const controls = toolbarControls(toolbar.current!);
    const index = controls.indexOf(document.activeElement as HTMLElement);
    if (index >= 0 && index !== active.current) {
      active.current = index;
      setToolbarTabStop(controls, index);
    }
  };

  const copyLabel =
    props.copyStatus === 'copied'
      ? label('copied')
      : props.copyStatus === 'failed'
        ? label('copyFailed')
        : label('copySource');
  return (
    <Box
      ref={toolbar}
      role="toolbar"
      aria-label={label('toolbar', { name: props.name })}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className="demo-toolbar"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderInline: 1,
        borderColor: 'divider',
      }}
    >
      <Box role="group" aria-label={label('language')} sx={{ display: 'flex', gap: 0.5 }}>
        <PressedButton
          pressed={props.language === 'TS'}
          aria-label={label('showTypeScript')}
          onClick={() => props.onLanguage('TS')}
        >
          TS
        </PressedButton>
        <PressedButton
          pressed={props.language === 'JS'}
          aria-label={label('showJavaScript')}
          onClick={() => props.onLanguage('JS')}
        >
          JS
        </PressedButton>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25 }}>
        <HeaderTooltip title={props.expanded ? label('hideSource') : label('showSource')}>
          <IconButton
            size="small"
            aria-label={label('showSource')}
            aria-expanded={props.expanded}
            aria-controls={props.sourceId}
            onClick={props.onToggleSource}
          >
            <DemoIcon shape="source" />
          </IconButton>
        </HeaderTooltip>
        <HeaderTooltip title={copyLabel}>
          <IconButton size="small" aria-label={label('copySource')} onClick={props.onCopy}>
            <DemoIcon shape={props.copyStatus === 'idle' ? 'copy' : props.copyStatus} />
          </IconButton>
        </HeaderTooltip>
        <Action label={label('reset')} icon="reset" onClick={props.onReset} />
        <Action label={label('resetFocus')} icon="focus" onClick={props.onResetFocus} />
        <Action label={newTab('stackBlitz')} icon="stackBlitz" onClick={props.onStackBlitz} />
        <Action label={newTab('codeSandbox')} icon="codeSandbox" onClick={props.onCodeSandbox} />
        <Action label={label('download')} icon="download" onClick={props.onDownload} />
        {props.fullScreenPath && (
          <HeaderTooltip title={label('fullScreen')}>
            <IconButton
              size="small"
              component={RouterLink}
              to={props.fullScreenPath}
              aria-label={label('fullScreen')}
            >
              <DemoIcon shape="fullScreen" />
            </IconButton>
          </HeaderTooltip>
        )}
      </Box>
      {/* Says how the last copy went to screen readers; the icon says it to the eyes. */}
      <Box component="span" role="status" sx={visuallyHidden}>
        {props.copyStatus === 'idle' ? '' : copyLabel}
      </Box>
    </Box>
  );
}
