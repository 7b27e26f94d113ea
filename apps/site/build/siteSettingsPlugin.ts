import process from 'node:process';
import { loadEnv, type Plugin } from 'vite';
import { readSiteEnv } from '../src/siteEnv.ts';
import { DEPLOY_MODE, deployConfigMessage, deployConfigProblems } from './deployConfig.ts';

/** The global whose members src/siteConfig.ts reads: the site's settings, resolved at build time. */
const SITE_SETTINGS_GLOBAL = '__SITE_SETTINGS__';

/**
 * Reads the site's configuration once, at build time, from the environment and any `.env` files
 * (the VITE_* variables of src/siteEnv.ts), and gives the code each resolved setting as a literal
 * (`__SITE_SETTINGS__.analyticsId`): the browser gets the values, not the table of names and
 * defaults that produced them.
 * In the deploy mode (`pnpm build:deploy`) it first stops the build, before anything is built,
 * with one message naming every missing or placeholder value (build/deployConfig.ts).
 */
export function siteSettingsPlugin(): Plugin {
  return {
    name: 'docshell-site-settings',
    config(config, { mode }) {
      const envDir =
        typeof config.envDir === 'string' ? config.envDir : (config.root ?? process.cwd());
      const env = loadEnv(mode, envDir, 'VITE_');
      if (mode === DEPLOY_MODE) {
        const problems = deployConfigProblems(env);
        if (problems.length > 0) {
          console.error(deployConfigMessage(problems));
          process.exit(1);
        }
      }
      // One define per setting, each a literal: a value that is not set folds away as
      // `undefined` (no analytics id: the tag loader is not even in the bundle).
      const settings = readSiteEnv(env);
      const define = Object.fromEntries(
        Object.entries(settings).map(([key, value]) => [
          `${SITE_SETTINGS_GLOBAL}.${key}`,
          value === undefined ? 'undefined' : JSON.stringify(value),
        ]),
      );
      return { define };
    },
  };
}
