import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { getConsentPromptScript } from '@docshell/docs-analytics';
import { getInitColorSchemeScriptHash } from '@docshell/docs-theme/init-script';
import type { createTheme as CreateTheme } from '@mui/material/styles';
import type { ComponentType, createElement as CreateElement } from 'react';
import type { renderToStaticMarkup as RenderToStaticMarkup } from 'react-dom/server';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The hashes of the inline scripts Toolpad Core's `AppProvider` renders: with a CSS-variables
 * theme (the site's), it adds MUI's colour-scheme script for its own attribute, and the Toolpad
 * demos prerender it. Read by rendering the installed AppProvider, so an upgrade that changes the
 * script changes the hash with it.
 */
export function toolpadScriptHashes(siteDir: string): string[] {
  const require = createRequire(join(siteDir, 'package.json'));
  // The site's own installed copies, as the prerender uses them.
  const { createElement } = require('react') as { createElement: typeof CreateElement };
  const { renderToStaticMarkup } = require('react-dom/server') as {
    renderToStaticMarkup: typeof RenderToStaticMarkup;
  };
  const { createTheme } = require('@mui/material/styles') as { createTheme: typeof CreateTheme };
  const { AppProvider } = require('@toolpad/core/AppProvider') as {
    AppProvider: ComponentType<{ theme: object }>;
  };
  const theme = createTheme({ cssVariables: true, colorSchemes: { light: true, dark: true } });
  const html = renderToStaticMarkup(createElement(AppProvider, { theme }));
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => sha256(match[1]!));
}

/**
 * Every inline script the prerendered pages carry, as CSP hashes: docs-theme's no-flash script and
 * docs-analytics' consent prompt script (inlined by the prerender with their defaults) and
 * Toolpad's (above). Nothing else inline runs.
 */
export async function inlineScriptHashes(siteDir: string): Promise<string[]> {
  return [
    await getInitColorSchemeScriptHash(),
    sha256(getConsentPromptScript()),
    ...toolpadScriptHashes(siteDir),
  ];
}
