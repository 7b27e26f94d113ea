import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CodeCopyButton } from '@docshell/docs-copy';
import { useCodeVariant, useSetCodeVariant, type CodeVariant } from '@docshell/docs-theme';
import type { ComponentType } from 'react';
import type { DemoSource } from '../../build/demoPlugin';

export interface DemoProps {
  name: string;
  component: ComponentType;
  source: DemoSource;
}

/** A live demo and its source, highlighted at build time, in TypeScript or JavaScript. */
export function Demo({ name, component: Component, source }: DemoProps) {
  // One choice for every demo on the page and in every tab, remembered in a cookie.
  const variant = useCodeVariant();
  const setVariant = useSetCodeVariant();
  // Build-time HTML from our own demo files (shiki output), never reader or third-party input.
  const html = variant === 'TS' ? source.ts : source.js;
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
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          onChange={(_event, next: CodeVariant | null) => next && setVariant(next)}
          aria-label="Code language"
        >
          <ToggleButton value="TS" aria-label="Show TypeScript source">
            TS
          </ToggleButton>
          <ToggleButton value="JS" aria-label="Show JavaScript source">
            JS
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <div data-code-block="" className="code-block">
        <div className="demo-code" dangerouslySetInnerHTML={{ __html: html }} />
        <CodeCopyButton
          className="code-block-copy"
          code={variant === 'TS' ? source.tsCode : source.jsCode}
        />
      </div>
    </Box>
  );
}
