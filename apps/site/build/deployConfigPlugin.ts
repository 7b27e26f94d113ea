import process from 'node:process';
import { loadEnv, type Plugin } from 'vite';
import { DEPLOY_MODE, deployConfigMessage, deployConfigProblems } from './deployConfig.ts';

/**
 * `pnpm build:deploy` builds in the deploy mode: this stops it before anything is built, with
 * one message naming every missing or placeholder value (build/deployConfig.ts). The variables
 * come from the environment and any `.env` files, as the site's own values do.
 */
export function deployConfigPlugin(): Plugin {
  return {
    name: 'docshell-deploy-config',
    config(config, { mode }) {
      if (mode !== DEPLOY_MODE) return;
      const envDir =
        typeof config.envDir === 'string' ? config.envDir : (config.root ?? process.cwd());
      const problems = deployConfigProblems(loadEnv(mode, envDir, 'VITE_'));
      if (problems.length === 0) return;
      console.error(deployConfigMessage(problems));
      process.exit(1);
    },
  };
}
