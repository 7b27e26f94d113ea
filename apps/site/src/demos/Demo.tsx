import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useClipboardCopy } from '@docshell/docs-copy';
import { demoTranslations, useTranslate } from '@docshell/docs-i18n';
import {
  useCodeStyling,
  useCodeVariant,
  useSetCodeVariant,
  type CodeVariant,
} from '@docshell/docs-theme';
import {
  Fragment,
  Suspense,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { codeFor, sourceHtml, type DemoSource } from './demoCode';
import { demoAnchorOf, demoPathOf } from './demoPath';
import { DemoSourceView } from './DemoSourceView';
import { DemoToolbar, type DemoCopyStatus } from './DemoToolbar';
import { DemoErrorBoundary, useLiveDemo } from './liveEdit';
import { codeText } from './project/codeText';
import { focusDemo } from './focusDemo';
import { isLazyDemo } from './isLazyDemo';
import { NearViewGateContext } from './nearViewGate';
import { DemoMountNote } from './DemoMountNote';
import { useNearViewGate } from './useNearViewGate';
import type * as DemoActions from './demoActions';
import type { DemoActionInput, SandboxKind } from './demoActions';
import type { DemoGlobalStyles } from './demoGlobalStyles';

export interface DemoProps {
  name: string;
  component: ComponentType;
  source: DemoSource;
  /** On the demo's own full-screen page: no link to itself. */
  fullScreen?: boolean;
  /** What the demo's library needs on the page (Joy UI's CSS variables, build/demoPlugin.ts). */
  globalStyles?: DemoGlobalStyles;
  /** What the demo's library needs around it (Joy UI's theme), edited or not. */
  wrapper?: ComponentType<{ children?: ReactNode }>;
}

/**
 * A live demo: the component, its toolbar, and its source, highlighted at build time, in
 * TypeScript or JavaScript and, where written, in the reader's styling solution. The source the
 * preview runs can be edited in place; the preview then runs the edited code (./liveEdit).
 */
export function Demo({
  name,
  component,
  source,
  fullScreen = false,
  globalStyles,
  wrapper: Wrapper = Fragment,
}: DemoProps) {
  const t = useTranslate(demoTranslations);
  // One choice for every demo on the page and in every tab, remembered in a cookie.
  const language = useCodeVariant();
  const setLanguage = useSetCodeVariant();
  const { code, variant: stylingShown } = codeFor(source, useCodeStyling());
  const { pathname } = useLocation();
  const sourceId = `${useId()}-source`;
  const previewRef = useRef<HTMLDivElement>(null);
  const lazy = isLazyDemo(component) || isLazyDemo(Wrapper);
  const nearView = useNearViewGate(
    previewRef,
    lazy,
    isLazyDemo(component) && component.clientOnly ? component.preload : undefined,
  );
  const [expanded, setExpanded] = useState(false);
  // Changing it remounts the preview: the demo starts again from its initial state.
  const [mountKey, setMountKey] = useState(0);
  // The reader's edit of the source shown, once they have typed; null for the original.
  const [edited, setEdited] = useState<string | null>(null);
  const live = useLiveDemo(language);
  // A take-away action that could not run (an edit that imports a package no demo uses, say).
  const [actionError, setActionError] = useState<string | null>(null);
  const clipboard = useClipboardCopy();
  const copyStatus: DemoCopyStatus = clipboard.isCopied
    ? 'copied'
    : clipboard.error
      ? 'failed'
      : 'idle';

  // The preview runs the MUI System source: only that source is editable.
  const editable = stylingShown === null;
  const currentCode = () => edited ?? codeText(sourceHtml(code, language));
  // The edit that failed to compile or render, or the take-away action that could not run.
  const errorText = live.error
    ? `${
        live.error.line
          ? t('demo.errorAt', { values: { line: live.error.line, message: live.error.message } })
          : live.error.message
      } ${t('demo.keptPreview')}`
    : actionError;

  const reset = () => {
    setMountKey((key) => key + 1);
    setEdited(null);
    live.reset();
  };
  const changeLanguage = (next: CodeVariant) => {
    // An edit is in one language: showing the other starts again from its original source.
    if (next !== language && edited !== null) reset();
    setLanguage(next);
  };
  const onEdit = (next: string) => {
    setEdited(next);
    live.run(next);
  };
  const actionInput = (): DemoActionInput => ({
    name,
    title: document.title,
    language,
    code: currentCode(),
    stylesheet: code.stylesheet && { fileName: `${name}.module.css`, html: code.stylesheet.html },
    styling: stylingShown ?? 'System',
  });
  // The project code loads on first use, while the click still counts as the reader's gesture.
  const runAction = (action: (actions: typeof DemoActions) => unknown) => {
    setActionError(null);
    import('./demoActions')
      .then(action)
      .catch((error: unknown) =>
        setActionError(error instanceof Error ? error.message : String(error)),
      );
  };
  const openSandbox = (kind: SandboxKind) => {
    const input = actionInput();
    runAction((actions) => actions.openInSandbox(kind, input));
  };
  const download = () => {
    const input = actionInput();
    runAction((actions) => actions.downloadDemo(input));
  };

  const Component = live.Component ?? component;
  return (
    <Box
      component="figure"
      id={demoAnchorOf(name)}
      className="demo"
      sx={{ m: 0, my: 3 }}
      data-demo={name}
    >
      <Box
        ref={previewRef}
        className="demo-preview"
        // The rendered demo is for people; a page's Markdown copy gives the demo's source instead,
        // and checkers comparing the two skip what carries this attribute.
        data-markdown-ignore=""
        // Reset focus lands here when the demo has nothing focusable of its own.
        tabIndex={-1}
        // While an edit waits to run or runs.
        aria-busy={live.pending}
        sx={{
          p: 3,
          border: 1,
          borderColor: 'divider',
          borderTopLeftRadius: 12,
          borderTopRightRadius: 12,
          display: 'flex',
          justifyContent: 'center',
          flexWrap: 'wrap',
          gap: 2,
          outline: 'none',
          // The note over a client-only demo's empty box is placed against it.
          position: nearView.awaitingMount ? 'relative' : undefined,
          // A chart is prerendered at its demo's default width, wider than a phone: until it has
          // measured its box, its frame (MUI X sets it in pixels) narrows to fit, and the drawing
          // scales down with it (the SVG's viewBox), at the same height, instead of being cut off.
          ...(lazy && { '& div:has(> svg[viewBox])': { maxWidth: '100%' } }),
        }}
      >
        {globalStyles && <GlobalStyles styles={globalStyles} />}
        {nearView.awaitingMount && <DemoMountNote />}
        {/* A reset remounts the boundary; an edit that ran (or a rollback) clears its error. */}
        <DemoErrorBoundary
          key={mountKey}
          onError={live.reportRenderError}
          resetKey={live.Component}
        >
          {/* A demo that loads apart from its page (./lazyDemo.tsx) keeps its prerendered HTML
              here until its code arrives. */}
          <Suspense key={nearView.boundaryKey} fallback={null}>
            <NearViewGateContext value={nearView.gate}>
              <Wrapper>
                <Component key={mountKey} />
              </Wrapper>
            </NearViewGateContext>
          </Suspense>
        </DemoErrorBoundary>
      </Box>
      {errorText && (
        <Typography
          role="alert"
          variant="body2"
          className="demo-error"
          sx={{
            px: 1.5,
            py: 1,
            borderInline: 1,
            borderColor: 'divider',
            color: 'error.main',
            fontFamily: 'monospace',
            whiteSpace: 'pre-wrap',
          }}
        >
          {errorText}
        </Typography>
      )}
      <DemoToolbar
        name={name}
        language={language}
        onLanguage={changeLanguage}
        expanded={expanded}
        sourceId={sourceId}
        onToggleSource={() => setExpanded((shown) => !shown)}
        copyStatus={copyStatus}
        onCopy={() => void clipboard.copy(currentCode())}
        onReset={reset}
        onResetFocus={() => focusDemo(previewRef.current!)}
        onStackBlitz={() => openSandbox('stackblitz')}
        onCodeSandbox={() => openSandbox('codesandbox')}
        onDownload={download}
        fullScreenPath={fullScreen ? undefined : demoPathOf(pathname, name)}
      />
      {stylingShown && (
        <Typography
          variant="caption"
          component="p"
          color="text.secondary"
          sx={{ px: 1.5, py: 0.5, borderInline: 1, borderColor: 'divider' }}
        >
          {t(stylingShown === 'CSS' ? 'demo.stylingCss' : 'demo.stylingTailwind')}
        </Typography>
      )}
      <DemoSourceView
        // A reset, or the other language, starts again from the original source.
        key={`${mountKey}:${language}`}
        id={sourceId}
        name={name}
        code={code}
        language={language}
        expanded={expanded || edited !== null}
        editable={editable}
        onExpand={() => setExpanded(true)}
        onEdit={onEdit}
      />
    </Box>
  );
}
