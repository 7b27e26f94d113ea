// Runs the site's own build script (package.json `build`), timing each of its steps, so the
// benchmark measures exactly what `pnpm build` does and shows where the time goes.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { performance } from 'node:perf_hooks';
import { fakeAdNetworkVariables } from '../../scripts/fakeAdNetwork.mjs';

/** The steps of a `a && b && c` script. */
export function buildSteps(script) {
  return script
    .split('&&')
    .map((step) => step.trim())
    .filter(Boolean);
}

function runStep(command, cwd, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, {
      cwd,
      shell: true,
      env: {
        ...process.env,
        PATH: `${join(cwd, 'node_modules/.bin')}:${process.env.PATH}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else
        reject(
          new Error(`[site] bench: \`${command}\` failed (exit ${code}):\n${output.slice(-4000)}`),
        );
    });
  });
}

/** Builds the site in `siteRoot`; returns the total and per-step times in milliseconds. */
export async function timedBuild(siteRoot, env = {}) {
  const { scripts } = JSON.parse(readFileSync(join(siteRoot, 'package.json'), 'utf8'));
  const steps = [];
  const started = performance.now();
  for (const command of buildSteps(scripts.build)) {
    const stepStarted = performance.now();
    // Measured with the fake ad network configured, as `npm start` builds (a plain build has none).
    await runStep(command, siteRoot, {
      ...fakeAdNetworkVariables({ ...process.env, ...env }),
      ...env,
    });
    steps.push({ command, ms: performance.now() - stepStarted });
  }
  return { totalMs: performance.now() - started, steps };
}
