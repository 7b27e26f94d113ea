/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The production origin, e.g. https://docs.example.com (canonical links, service worker). */
  readonly VITE_PRODUCTION_ORIGIN?: string;
}

declare module '*?demo-source' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- ambient module: no import statement allowed
  const source: import('../build/demoPlugin').DemoSource;
  export default source;
}

declare module 'virtual:mui-api-pages' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- ambient module: no import statement allowed
  type ApiDoc = import('../build/muiApi').ApiDoc;
  const pages: Record<string, () => Promise<{ default: ApiDoc }>>;
  export default pages;
}
