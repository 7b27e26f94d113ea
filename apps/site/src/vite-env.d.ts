/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The production origin, e.g. https://docs.example.com (canonical links, service worker). */
  readonly VITE_PRODUCTION_ORIGIN?: string;
  /** Where page feedback is POSTed; unset: only an analytics event. */
  readonly VITE_FEEDBACK_URL?: string;
  readonly VITE_ANALYTICS_ID?: string;
  readonly VITE_GTAG_SCRIPT_URL?: string;
  readonly VITE_TEMPLATES_STORE_URL?: string;
  readonly VITE_BLOG_URL?: string;
  /** The ad network's JSON feed and script; unset: the local fake network on 127.0.0.1:4100. */
  readonly VITE_AD_FEED_URL?: string;
  readonly VITE_AD_SCRIPT_URL?: string;
  readonly VITE_AD_NETWORK_NAME?: string;
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
