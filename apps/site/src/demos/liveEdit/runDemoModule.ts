import type { ComponentType } from 'react';
import { isObjectLike, type Loose } from './isObjectLike';

/** The compiled demo wrapped as a module: a function taking CommonJS's `require`, `exports`, `module`. */
export type DemoModuleFactory = (
  require: (specifier: string) => unknown,
  exports: Record<string, unknown>,
  module: { exports: unknown },
) => void;

// One line before the reader's code (WRAPPER_LINES in ./lineOfError.ts): line N of theirs is line N + 1.
const WRAPPER_HEAD = 'export default function (require, exports, module) {\n';

/** Sucrase's CommonJS output as an ES module whose default export runs it. */
export function wrapCommonJs(code: string): string {
  return `${WRAPPER_HEAD}${code}\n}`;
}

// Functions, and the objects React.memo, forwardRef and lazy return.
const isComponentType = (value: unknown): value is ComponentType =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && typeof (value as Loose).$$typeof === 'symbol');

/**
 * An imported module as compiled code expects it. Sucrase's `_interopRequireDefault` takes a
 * module flagged `__esModule` as is and wraps anything else as `{ default: module }`, so an ES
 * module namespace gets the flag (else `import Button from …` would give the namespace).
 */
export function asCommonJs(namespace: unknown): unknown {
  if (!isObjectLike(namespace) || namespace.__esModule) return namespace;
  const fallback = namespace.default;
  // A CommonJS module compiled from ESM, seen through a bundler: its exports are the default.
  if (isObjectLike(fallback) && fallback.__esModule) return fallback;
  // A plain CommonJS module (React): its exports serve named imports the namespace may lack.
  const cjsExports = isObjectLike(fallback) && !isComponentType(fallback) ? fallback : {};
  return { ...cjsExports, ...namespace, __esModule: true };
}

/** The `require` compiled demo code gets: the loaded modules, by specifier, as CommonJS. */
export function createDemoRequire(
  modules: Record<string, unknown>,
): (specifier: string) => unknown {
  const converted = new Map<string, unknown>();
  return (specifier) => {
    if (!Object.hasOwn(modules, specifier)) {
      // Only a require that is not a plain import gets here: imports are all loaded beforehand.
      throw new Error(`Cannot import "${specifier}": only static imports of known modules work.`);
    }
    if (!converted.has(specifier)) converted.set(specifier, asCommonJs(modules[specifier]));
    return converted.get(specifier);
  };
}

/** The component a demo module exports: its default export, else its only exported function. */
export function componentFromExports(exports: unknown): ComponentType {
  if (isComponentType(exports)) return exports;
  if (isObjectLike(exports)) {
    if (isComponentType(exports.default)) return exports.default;
    const functions = Object.entries(exports).filter(
      ([name, value]) => name !== '__esModule' && typeof value === 'function',
    );
    if (functions.length === 1) return functions[0]![1] as ComponentType;
  }
  throw new Error(
    'The code exports no component to show: export one, as in "export default function Demo() { … }".',
  );
}

/** Runs the wrapped module's function with the modules, and returns the demo's component. */
export function instantiateDemoModule(
  factory: DemoModuleFactory,
  modules: Record<string, unknown>,
): ComponentType {
  const module: { exports: unknown } = { exports: {} };
  factory(createDemoRequire(modules), module.exports as Record<string, unknown>, module);
  return componentFromExports(module.exports);
}

/**
 * Runs compiled demo code (CommonJS, from transpileDemo) and returns the component it exports.
 * The code is imported as an ES module from a blob: URL, which the page's policy allows for
 * scripts; eval and new Function stay forbidden.
 */
export async function runDemoModule(
  compiled: string,
  modules: Record<string, unknown>,
): Promise<ComponentType> {
  const url = URL.createObjectURL(new Blob([wrapCommonJs(compiled)], { type: 'text/javascript' }));
  let factory: DemoModuleFactory;
  try {
    factory = ((await import(/* @vite-ignore */ url)) as { default: DemoModuleFactory }).default;
  } finally {
    // Imported modules stay in the module map: the URL is no longer needed.
    URL.revokeObjectURL(url);
  }
  return instantiateDemoModule(factory, modules);
}
