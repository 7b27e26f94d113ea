/// <reference types="vite/client" />

/** The site's settings, resolved at build time from its VITE_* variables (build/siteSettingsPlugin.ts). */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- ambient declaration: no import statement allowed
declare const __SITE_SETTINGS__: import('./siteEnv').SiteSettings;

/** The product folders this build includes, or null for all (build/productSelection.ts). */
declare const __DOCSHELL_PRODUCTS__: readonly string[] | null;

declare module '*?demo-source' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- ambient module: no import statement allowed
  const source: import('../build/demoSource').DemoSource;
  export default source;
}

declare module 'virtual:demo-modules' {
  /** Each module edited demo code may import, by specifier (build/demoModulesPlugin.ts). */
  export const DEMO_MODULES: Record<string, () => Promise<unknown>>;
}

declare module 'virtual:api-group/*' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- ambient module: no import statement allowed
  type ApiDoc = import('../build/apiDoc').ApiDoc;
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- ambient module: no import statement allowed
  export const entries: import('../build/apiDoc').ApiIndexEntry[];
  export const loadPages: () => Promise<{
    pages: Record<string, () => Promise<{ default: ApiDoc }>>;
  }>;
}
/** The exact versions of the packages a demo's generated project names (build/dependencyVersions.ts). */
declare const __DEMO_DEPENDENCY_VERSIONS__: Record<string, string>;
