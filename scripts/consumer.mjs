// The consumer check (`pnpm test:consumer`): the packages as other docs sites meet them.
//
// Packs every package, then for each tested combination of versions (VARIANTS) installs the
// tarballs and their peers from the registry with npm into one fresh directory under the OS temp
// dir (outside the workspace), with a copy of consumer/ beside its node_modules: every app in
// APPS that runs on the variant resolves its packages from that one install. Each app is
// type-checked, built and prerendered, and its static output is checked in Chromium with the same
// browser checks; the Vite app also imports every package entry in plain Node with import() and
// require(). Only npm's own cache survives a run.
//
//   node scripts/consumer.mjs                  every app on every variant (part of `npm test`)
//   node scripts/consumer.mjs --keep           keep the temp installs for a look afterwards
//   node scripts/consumer.mjs --app=next       one app (on its variants)
//   node scripts/consumer.mjs --variant=mui9-react19
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
const option = (name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

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
// What each variant installs on top of the workspace's own versions. MUI 6 with React 19 runs
// without the react-is override the workspace uses: the packages need none (MUI's own Tabs, Menu,
// Select… do, as the READMEs say).
const VARIANTS = [
  { name: 'mui6-react19', versions: { '@mui/material': '6.1.1' } },
  { name: 'mui9-react19', versions: { '@mui/material': '9.5.0' } },
  { name: 'mui6-react18', versions: { '@mui/material': '6.1.1', ...react18 } },
];
// Installed for every app, at the catalog's versions unless the variant says otherwise. The peer
// ranges of the packages are checked against these.
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
/**
 * MUI's App Router cache provider in the major of the MUI under test, with the newest Next.js its
 * peer range takes: v6 stops at Next 15; v9 has no 9.5 release (9.4.0 is its newest).
 */
const NEXT_BY_MUI_MAJOR = {
  6: { next: '15.5.29', materialNextjs: '6.5.0' },
  9: { next: '16.4.6', materialNextjs: '9.4.0' },
};
const nextFor = (variant) => NEXT_BY_MUI_MAJOR[variant.versions['@mui/material'].split('.')[0]];
/**
 * The apps under consumer/, each a docs site another team could build with the packages.
 * `out`: the static output its build writes; `variants`: the combinations it runs on; `deps`:
 * what it installs besides INSTALLED (a version, or a function of the variant).
 */
const APPS = [
  {
    name: 'vite',
    dir: 'app',
    out: 'dist',
    variants: ['mui6-react19', 'mui9-react19', 'mui6-react18'],
    // The layout it shares with the React Router app imports `Link` from react-router itself.
    deps: { 'react-router': catalog['react-router-dom'] },
    nodeImports: true,
  },
  {
    // React Router 7 in framework mode, prerendered with ssr: false.
    name: 'react-router',
    dir: 'react-router-app',
    out: 'build/client',
    variants: ['mui6-react19', 'mui9-react19', 'mui6-react18'],
    deps: {
      'react-router': catalog['react-router-dom'],
      // The framework's build tools; their last 7.x is 7.18.4 (no 7.18.5 was published).
      '@react-router/dev': '7.18.4',
    },
  },
  {
    // Next.js App Router with a static export. React 19 only: the App Router needs it.
    name: 'next',
    dir: 'next-app',
    out: 'out',
    variants: ['mui6-react19', 'mui9-react19'],
    deps: {
      next: (variant) => nextFor(variant).next,
      '@mui/material-nextjs': (variant) => nextFor(variant).materialNextjs,
    },
    browser: { scripts: '**/_next/static/**/*.js' },
    // `next build` rewrites tsconfig.json (its plugin, its generated types), which tsc reads.
    typesBeforeBuild: true,
  },
];

const selectedApps = APPS.filter((app) => !option('app') || app.name === option('app'));
const selectedVariants = VARIANTS.filter(
  (variant) =>
    (!option('variant') || variant.name === option('variant')) &&
    selectedApps.some((app) => app.variants.includes(variant.name)),
);
const appsOf = (variant) => selectedApps.filter((app) => app.variants.includes(variant.name));

const versionsOf = (variant) =>
  Object.fromEntries(INSTALLED.map((name) => [name, variant.versions[name] ?? catalog[name]]));

/** Everything one variant's install holds: the shared packages and each of its apps' own. */
function installSpecs(variant) {
  const versions = versionsOf(variant);
  for (const app of appsOf(variant)) {
    for (const [name, version] of Object.entries(app.deps)) {
      versions[name] = typeof version === 'function' ? version(variant) : version;
    }
  }
  return Object.entries(versions).map(([name, version]) => `${name}@${version}`);
}

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

/** A fresh copy of consumer/ beside one install of the tarballs and this variant's versions. */
async function installVariant(variant, packages, workDir, timings) {
  const installDir = join(workDir, variant.name);
  cpSync(join(ROOT, 'consumer'), installDir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist|out|build|\.next)$/.test(source),
  });
  writeFileSync(
    join(installDir, 'package.json'),
    JSON.stringify({ name: `docshell-consumer-${variant.name}`, private: true, type: 'module' }),
  );
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
      ...installSpecs(variant),
    ],
    installDir,
    timings,
  );
  return installDir;
}

/** Type-check, build and prerender one app, then the browser checks on its static output. */
async function checkApp(app, appDir, timings) {
  const types = () => step('types', 'npm', ['run', '--silent', 'typecheck'], appDir, timings);
  const build = () => step('build+prerender', 'npm', ['run', '--silent', 'build'], appDir, timings);
  // tsc runs on one core and a build mostly on the other, so the two run side by side when the
  // build leaves the files tsc reads alone.
  if (app.typesBeforeBuild) {
    await types();
    await build();
  } else await Promise.all([types(), build()]);
  let summary = '';
  let passed = 2; // types and build + prerender count as one each
  if (app.nodeImports) {
    summary = (await step('node', 'npm', ['run', '--silent', 'check:node'], appDir, timings))
      .trim()
      .concat('; ');
    passed += 1;
  }
  const started = performance.now();
  const browser = await runBrowserChecks(join(appDir, app.out), app.browser);
  timings.push(`browser ${seconds(performance.now() - started)}`);
  return {
    summary: `${summary}browser ${browser.passed}/${browser.passed + browser.failures.length} checks`,
    failures: browser.failures,
    passed: passed + browser.passed,
  };
}

function checkInstalledVersions(variant, installDir) {
  for (const name of ['@mui/material', 'react']) {
    const { version } = JSON.parse(
      readFileSync(join(installDir, 'node_modules', name, 'package.json'), 'utf8'),
    );
    if (version !== versionsOf(variant)[name]) throw new Error(`npm installed ${name} ${version}`);
  }
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
    selectedVariants.map(async (variant) => {
      const timings = [];
      return { installDir: await installVariant(variant, packages, workDir, timings), timings };
    }),
  );
  for (const [index, variant] of selectedVariants.entries()) {
    const versions = versionsOf(variant);
    const label = `@mui/material ${versions['@mui/material']} + react ${versions.react}`;
    const install = installs[index];
    if (install.status === 'rejected') {
      failures.push(`${label}: ${install.reason.message}`);
      continue;
    }
    const { installDir, timings: installTimings } = install.value;
    try {
      checkInstalledVersions(variant, installDir);
    } catch (error) {
      failures.push(`${label}: ${error.message}`);
      continue;
    }
    console.log(`[consumer] ${label}: ${installTimings.join(', ')}`);
    for (const app of appsOf(variant)) {
      const timings = [];
      const appStarted = performance.now();
      try {
        const result = await checkApp(app, join(installDir, app.dir), timings);
        passed += result.passed;
        console.log(
          `[consumer] ${label}, ${app.name} app: ${result.summary} (${timings.join(', ')}; ${seconds(performance.now() - appStarted)})`,
        );
        failures.push(...result.failures.map((failure) => `${label}, ${app.name} app: ${failure}`));
      } catch (error) {
        failures.push(`${label}, ${app.name} app: ${error.message}`);
      }
    }
  }
} finally {
  if (KEEP) console.log(`[consumer] installs kept in ${workDir}`);
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
