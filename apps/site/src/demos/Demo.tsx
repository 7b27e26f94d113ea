import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCodeStyling, useCodeVariant, useSetCodeVariant } from '@docshell/docs-theme';
import type { ComponentType } from 'react';
import type { DemoCode, DemoSource, StylingVariant } from '../../build/demoSource';
import { PressedButton } from '../layout/PressedButton';
import { CodeFrame } from './CodeFrame';

export interface DemoProps {
  name: string;
  component: ComponentType;
  source: DemoSource;
}

/** The source for the reader's styling choice, when this demo has one written that way. */
function codeFor(
  source: DemoSource,
  styling: string,
): { code: DemoCode; variant: StylingVariant | null } {
  const variant = styling === 'Tailwind' || styling === 'CSS' ? styling : null;
  const code = variant ? source.styling[variant] : undefined;
  return code ? { code, variant } : { code: source, variant: null };
}

/**
 * A live demo and its source, highlighted at build time, in TypeScript or JavaScript and, where
 * written, in the reader's styling solution (Tailwind or plain CSS).
 */
export function Demo({ name, component: Component, source }: DemoProps) {
  // One choice for every demo on the page and in every tab, remembered in a cookie.
  const variant = useCodeVariant();
  const setVariant = useSetCodeVariant();
  const { code, variant: stylingShown } = codeFor(source, useCodeStyling());
  // Build-time HTML from our own demo files (shiki output), never reader or third-party input.
  const html = variant === 'TS' ? code.ts : code.js;
  return (
    <Box component="figure" className="demo" sx={{ m: 0, my: 3 }} data-demo={name}>
      <Box
        className="demo-preview"
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
        }}
      >
        <Component />
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          px: 1,
          py: 0.5,
          borderInline: 1,
          borderColor: 'divider',
        }}
      >
        <Box role="group" aria-label="Code language" sx={{ display: 'flex', gap: 0.5 }}>
          <PressedButton
            pressed={variant === 'TS'}
            aria-label="TS: show TypeScript source"
            onClick={() => setVariant('TS')}
          >
            TS
          </PressedButton>
          <PressedButton
            pressed={variant === 'JS'}
            aria-label="JS: show JavaScript source"
            onClick={() => setVariant('JS')}
          >
            JS
          </PressedButton>
        </Box>
      </Box>
      {stylingShown && (
        <Typography
          variant="caption"
          component="p"
          color="text.secondary"
          sx={{ px: 1.5, py: 0.5, borderInline: 1, borderColor: 'divider' }}
        >
          {stylingShown === 'CSS'
            ? 'Source written with plain CSS (a CSS module, below the code)'
            : 'Source written with Tailwind CSS'}
          ; the preview above renders the MUI System version.
        </Typography>
      )}
      {/* The copy button copies the code's own text: the highlighted HTML's text is the source. */}
      <CodeFrame>
        <div className="demo-code" dangerouslySetInnerHTML={{ __html: html }} />
      </CodeFrame>
      {code.stylesheet && (
        <CodeFrame>
          <div className="demo-code" dangerouslySetInnerHTML={{ __html: code.stylesheet.html }} />
        </CodeFrame>
      )}
    </Box>
  );
}
