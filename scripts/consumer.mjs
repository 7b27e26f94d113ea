// The consumer check (`pnpm test:consumer`): the packages as another docs site meets them.
//
// Packs every package, then for each tested combination (@mui/material 6.1.1 and 9.5.0 with
// React 19, and MUI 6 with React 18): copies consumer/app to a fresh directory under the OS temp
// dir (outside the workspace), installs the tarballs and their peers from the registry with npm,
// type-checks the app (moduleResolution bundler), builds it with Vite, prerenders every page in
// plain Node from the SSR build, imports every package entry with both import() and require(),
// and runs the browser checks in Chromium. Only npm's own cache survives a run.
//
//   node scripts/consumer.mjs           every combination (part of `npm test`)
//   node scripts/consumer.mjs --keep    keep the temp apps for a look afterwards
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runBrowserChecks } from './consumer-browser.mjs';
import { ROOT, packPackages, workspacePackages } from './consumer-pack.mjs';
import { checkReadmeExamples } from './consumer-readme.mjs';

const run = promisify(execFile);
const KEEP = process.argv.includes('--keep');

/** Versions the workspace pins in its pnpm catalog: the consumer installs the same ones. */
function readCatalog() {
  const yaml = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.slice(yaml.indexOf('\ncatalog:'));
  const catalog = {};
  for (const match of block.matchAll(/^ {2}'?([@\w./-]+)'?: ([^\s#]+)$/gm)) {
    catalog[match[1]] = match[2];
  }
  return catalog;
}

const catalog = readCatalog();
const react18 = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@types/react': '18.3.31',
  '@types/react-dom': '18.3.7',
};
// What each run installs on top of the workspace's own versions. MUI 6 with React 19 runs
// without the react-is override the workspace uses: the packages need none (MUI's own Tabs, Menu,
// Select… do, as the READMEs say).
const VARIANTS = [
  { name: 'mui6-react19', versions: { '@mui/material': '6.1.1' } },
  { name: 'mui9-react19', versions: { '@mui/material': '9.5.0' } },
  { name: 'mui6-react18', versions: { '@mui/material': '6.1.1', ...react18 } },
];
const INSTALLED = [
  'react',
  'react-dom',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@emotion/server',
  'react-router-dom',
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
  '@types/node',
];
const versionsOf = (variant) =>
  Object.fromEntries(INSTALLED.map((name) => [name, variant.versions[name] ?? catalog[name]]));

/**
 * The peer range that says exactly what is tested: per major, a caret on the lowest version
 * installed, e.g. "^6.1.1 || ^9.5.0".
 */
function testedRange(name) {
  const lowest = new Map();
  for (const version of VARIANTS.map((variant) => versionsOf(variant)[name])) {
    const parts = version.split('.').map(Number);
    const current = lowest.get(parts[0]);
    if (!current || parts[1] * 1e6 + parts[2] < current[1] * 1e6 + current[2]) {
      lowest.set(parts[0], parts);
    }
  }
  return [...lowest.keys()]
    .sort((x, y) => x - y)
    .map((major) => `^${lowest.get(major).join('.')}`)
    .join(' || ');
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function step(name, command, args, cwd, timings) {
  const started = performance.now();
  try {
    const { stdout } = await run(command, args, {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: 'production', npm_config_update_notifier: 'false' },
    });
    timings.push(`${name} ${seconds(performance.now() - started)}`);
    return stdout;
  } catch (error) {
    const output = `${error.stdout ?? ''}\n${error.stderr ?? ''}`.trim().split('\n');
    throw new Error(`${name} failed:\n${output.slice(-25).join('\n')}`, { cause: error });
  }
}

/** A fresh copy of consumer/app with the tarballs and this variant's versions installed. */
async function installVariant(variant, packages, workDir, timings) {
  const appDir = join(workDir, variant.name);
  cpSync(join(ROOT, 'consumer/app'), appDir, { recursive: true });
  const specs = Object.entries(versionsOf(variant)).map(([name, version]) => `${name}@${version}`);
  await step(
    'install',
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--save-exact',
      '--loglevel=error',
      ...packages.map((pkg) => pkg.tarball),
      ...specs,
    ],
    appDir,
    timings,
  );
  return appDir;
}

async function checkVariant(variant, appDir, timings) {
  for (const name of ['@mui/material', 'react']) {
    const { version } = JSON.parse(
      readFileSync(join(appDir, 'node_modules', name, 'package.json'), 'utf8'),
    );
    if (version !== versionsOf(variant)[name]) throw new Error(`npm installed ${name} ${version}`);
  }
  await step('types', 'npm', ['run', '--silent', 'typecheck'], appDir, timings);
  await step('build+prerender', 'npm', ['run', '--silent', 'build'], appDir, timings);
  const nodeImports = await step('node', 'npm', ['run', '--silent', 'check:node'], appDir, timings);
  const started = performance.now();
  const browser = await runBrowserChecks(join(appDir, 'dist'));
  timings.push(`browser ${seconds(performance.now() - started)}`);
  return {
    summary: `${nodeImports.trim()}; browser ${browser.passed}/${browser.passed + browser.failures.length} checks`,
    failures: browser.failures,
    passed: browser.passed + 3, // types, build + prerender and node imports count as one each
  };
}

const failures = [];
let passed = 0;

// The peer ranges say exactly which versions this check installs.
for (const pkg of workspacePackages()) {
  for (const [name, range] of Object.entries(pkg.manifest.peerDependencies ?? {})) {
    if (!INSTALLED.includes(name)) continue;
    if (range !== testedRange(name)) {
      failures.push(
        `${pkg.name}: peer ${name} is "${range}", the tested range is "${testedRange(name)}"`,
      );
    } else passed += 1;
  }
}
const readmeProblems = checkReadmeExamples();
failures.push(...readmeProblems);
if (!readmeProblems.length) passed += 1;

const workDir = mkdtempSync(join(tmpdir(), 'docshell-consumer-'));
const started = performance.now();
try {
  const packages = packPackages(join(workDir, 'packs'));
  // Installs wait on the network, so they run side by side; the checks then run one at a time.
  const installs = await Promise.allSettled(
    VARIANTS.map(async (variant) => {
      const timings = [];
      return { appDir: await installVariant(variant, packages, workDir, timings), timings };
    }),
  );
  for (const [index, variant] of VARIANTS.entries()) {
    const versions = versionsOf(variant);
    const label = `@mui/material ${versions['@mui/material']} + react ${versions.react}`;
    const install = installs[index];
    if (install.status === 'rejected') {
      failures.push(`${label}: ${install.reason.message}`);
      continue;
    }
    const { appDir, timings } = install.value;
    const variantStarted = performance.now();
    try {
      const result = await checkVariant(variant, appDir, timings);
      passed += result.passed;
      console.log(
        `[consumer] ${label}: ${result.summary} (${timings.join(', ')}; checks ${seconds(performance.now() - variantStarted)})`,
      );
      failures.push(...result.failures.map((failure) => `${label}: ${failure}`));
    } catch (error) {
      failures.push(`${label}: ${error.message}`);
    }
  }
} finally {
  if (KEEP) console.log(`[consumer] apps kept in ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
}

mkdirSync(join(ROOT, '.reports'), { recursive: true });
writeFileSync(
  join(ROOT, '.reports/consumer.json'),
  JSON.stringify({ numPassedTests: passed, numFailedTests: failures.length }),
);
if (failures.length) {
  for (const failure of failures) console.error(`[consumer] FAIL ${failure}`);
  process.exit(1);
}
console.log(`[consumer] ${passed} checks passed in ${seconds(performance.now() - started)}`);
