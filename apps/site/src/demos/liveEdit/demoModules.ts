// What edited demo code may import: every module the site's demos import, plus React's JSX
// runtime (which compiled JSX requires), each loaded only when an edited demo needs it. They are
// the same modules the page already uses (one React, one MUI theme). The table is made at build
// time from the demos' sources (build/demoModulesPlugin.ts), so it never falls out of step.
import { DEMO_MODULES } from 'virtual:demo-modules';

/** The specifiers edited code may import. */
export const DEMO_MODULE_SPECIFIERS: readonly string[] = Object.keys(DEMO_MODULES);

/**
 * The modules for these specifiers, by specifier. Throws, naming the first specifier that is not
 * one of the demos' modules, with a message written for the reader (it shows under the demo).
 */
export async function loadDemoModules(specifiers: string[]): Promise<Record<string, unknown>> {
  const unknown = specifiers.find((specifier) => !Object.hasOwn(DEMO_MODULES, specifier));
  if (unknown !== undefined) {
    throw new Error(
      `Cannot import "${unknown}": an edited demo can import only the packages the site's demos use (such as react and @mui/material/…).`,
    );
  }
  const unique = [...new Set(specifiers)];
  const loaded = await Promise.all(unique.map((specifier) => DEMO_MODULES[specifier]!()));
  return Object.fromEntries(unique.map((specifier, index) => [specifier, loaded[index]]));
}
