import { extendTheme, ThemeProvider } from '@mui/joy/styles';
import type { ReactNode } from 'react';

const joyTheme = extendTheme();

/**
 * Joy UI's theme for a Joy demo, next to the site's Material theme: Joy's components read theirs
 * under Joy's own theme id, so both libraries style from the right one. The colours are Joy's CSS
 * variables, which the page sets for both schemes (build/demoPlugin.ts).
 */
export default function JoyDemoTheme({ children }: { children?: ReactNode }) {
  return <ThemeProvider theme={joyTheme}>{children}</ThemeProvider>;
}
