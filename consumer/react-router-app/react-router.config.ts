import type { Config } from '@react-router/dev/config';
import { pagePaths } from './app/docsRoutes';

// A static site: every page of the table is rendered to HTML at build time, and no server runs.
export default {
  ssr: false,
  prerender: pagePaths,
} satisfies Config;
