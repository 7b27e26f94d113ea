/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The site's configuration variables: see src/siteEnv.ts and the README's "Configuration". */
  readonly [name: `VITE_${string}`]: string | undefined;
}

declare module '*?demo-source' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- ambient module: no import statement allowed
  const source: import('../build/demoSource').DemoSource;
  export default source;
}

declare module 'virtual:mui-api-pages' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- ambient module: no import statement allowed
  type ApiDoc = import('../build/muiApi').ApiDoc;
  const pages: Record<string, () => Promise<{ default: ApiDoc }>>;
  export default pages;
}
