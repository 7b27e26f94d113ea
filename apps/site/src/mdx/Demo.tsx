import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState, type ComponentType } from 'react';
import type { DemoSource } from '../../build/demoPlugin';

export interface DemoProps {
  name: string;
  component: ComponentType;
  source: DemoSource;
}

type Variant = 'TS' | 'JS';

/** A live demo and its source, highlighted at build time, in TypeScript or JavaScript. */
export function Demo({ name, component: Component, source }: DemoProps) {
  const [variant, setVariant] = useState<Variant>('TS');
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
          onChange={(_event, next: Variant | null) => next && setVariant(next)}
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
      <div className="demo-code" dangerouslySetInnerHTML={{ __html: html }} />
    </Box>
  );
}
