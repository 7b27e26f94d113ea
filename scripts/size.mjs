// Size limits and tree-shaking, measured on the packed tarballs (what npm would install).
//
// Size: each export entry's ESM file bundled with esbuild, minified, peers and sibling packages
// external, other dependencies bundled; the gzipped size of what loads up front (lazy chunks such
// as web-vitals are reported apart) must stay within `docshell.sizeLimit` in the package.json.
// A Node package (`docshell.platform: "node"`, docs-mcp) is bundled for Node with all its
// dependencies external (npm installs them; nothing ships them to a browser), and its packed
// tarball's size is reported beside it.
// Tree-shaking: importing one function or hook, with everything resolved (MUI, React, siblings),
// must not pull in modules it does not use.
//
//   node scripts/size.mjs            check (part of `npm test`)
//   node scripts/size.mjs --readme   also write the current sizes into each package README
import { spawn } from 'node:child_process';
import * as esbuild from 'esbuild';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, esmEntries, packPackages } from './consumer-pack.mjs';

const WRITE_README = process.argv.includes('--readme');

// One import each; `forbidden` matches the inputs that must contribute no bytes to the bundle.
// Peers and dependencies are resolved and bundled (React aside), so a module that is not
// tree-shaken shows up as an input. js-cookie has no `sideEffects: false`, so bundlers keep it
// whenever docs-theme's main entry is imported; the init-script entry is free of it.
const TREE_SHAKING = [
  {
    from: '@docshell/docs-i18n',
    name: 'useTranslate',
    forbidden: /\/(react-dom|@mui|@emotion)\//,
    absent: ['Was this page helpful?'],
  },
  {
    from: '@docshell/docs-copy',
    name: 'copyText',
    forbidden: /\/(react-dom|@mui|@emotion|docs-i18n|docs-analytics)\//,
  },
  {
    from: '@docshell/docs-nav',
    name: 'getProductInfo',
    forbidden: /\/(react-dom|@mui|@emotion)\//,
  },
  {
    from: '@docshell/docs-theme',
    name: 'themeReducer',
    forbidden: /\/(react-dom|@mui|@emotion)\//,
  },
  {
    from: '@docshell/docs-theme/init-script',
    name: 'getInitColorSchemeScript',
    forbidden: /\/(react|react-dom|@mui|@emotion|js-cookie)\//,
  },
  {
    from: '@docshell/docs-analytics',
    name: 'createAnalytics',
    forbidden: /\/(react-dom|web-vitals)\//,
  },
  {
    from: '@docshell/docs-ads',
    name: 'decideAd',
    forbidden: /\/(react-dom|@mui|@emotion|docs-i18n|docs-analytics)\//,
  },
  {
    from: '@docshell/docs-mcp',
    name: 'parseLlmsTxt',
    platform: 'node',
    forbidden: /\/(@modelcontextprotocol|minisearch|zod)\//,
  },
];

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

function parseLimit(text, where) {
  const match = /^(\d+(?:\.\d+)?)\s*(B|kB)$/.exec(String(text).trim());
  if (!match) throw new Error(`[size] ${where}: limit "${text}" is not like "12 kB" or "900 B"`);
  return Number(match[1]) * (match[2] === 'kB' ? 1000 : 1);
}

/** Gzipped bytes of the entry chunk plus the chunks it imports statically; lazy chunks apart. */
function measure(result, entryPoint) {
  const outputs = result.metafile.outputs;
  const files = new Map(
    result.outputFiles.map((file) => [relative(process.cwd(), file.path), file]),
  );
  const entryOut = Object.keys(outputs).find((out) => outputs[out].entryPoint === entryPoint);
  const staticFiles = new Set();
  const lazyFiles = new Set();
  const visit = (out) => {
    if (staticFiles.has(out)) return;
    staticFiles.add(out);
    for (const imp of outputs[out].imports) {
      if (imp.external) continue;
      if (imp.kind === 'dynamic-import') lazyFiles.add(imp.path);
      else visit(imp.path);
    }
  };
  visit(entryOut);
  const gzip = (out) => gzipSync(files.get(out).contents, { level: 9 }).length;
  const sum = (outs) => outs.reduce((total, out) => total + gzip(out), 0);
  return {
    initial: sum([...staticFiles]),
    lazy: sum([...lazyFiles].filter((out) => !staticFiles.has(out))),
  };
}

const workDir = mkdtempSync(join(tmpdir(), 'docshell-size-'));
const failures = [];
let passed = 0;
try {
  const packages = packPackages(join(workDir, 'packs'));
  // Siblings resolve to their own unpacked tarballs, like an install from the registry would.
  mkdirSync(join(workDir, 'node_modules/@docshell'), { recursive: true });
  for (const pkg of packages) symlinkSync(pkg.dir, join(workDir, 'node_modules', pkg.name));
  // Third-party dependencies and peers come from the workspace install.
  const nodePaths = [
    join(ROOT, 'node_modules'),
    ...packages.map((pkg) => join(pkg.workspaceDir, 'node_modules')),
  ];

  const sizes = {};
  for (const pkg of packages) {
    const { manifest } = pkg;
    const limits = manifest.docshell?.sizeLimit ?? {};
    const entries = esmEntries(manifest);
    const forNode = manifest.docshell?.platform === 'node';
    const external = [
      ...Object.keys(manifest.peerDependencies ?? {}),
      ...Object.keys(manifest.dependencies ?? {}).filter(
        (dep) => forNode || dep.startsWith('@docshell/'),
      ),
    ].flatMap((dep) => [dep, `${dep}/*`]);
    const packed = forNode
      ? ` (Node, dependencies not bundled; packed ${kB(statSync(pkg.tarball).size)})`
      : '';
    sizes[pkg.short] = [];
    for (const [subpath, file] of Object.entries(entries)) {
      const where = `${pkg.name}${subpath.slice(1)}`;
      if (limits[subpath] === undefined) {
        failures.push(
          `${where}: no size limit in package.json "docshell": { "sizeLimit": { "${subpath}": "…" } }`,
        );
        continue;
      }
      const limit = parseLimit(limits[subpath], where);
      const entryPoint = relative(process.cwd(), join(pkg.dir, file));
      const result = await esbuild.build({
        entryPoints: [entryPoint],
        bundle: true,
        minify: true,
        format: 'esm',
        splitting: true,
        platform: forNode ? 'node' : 'browser',
        target: 'es2022',
        outdir: join(workDir, 'out', pkg.short, subpath),
        write: false,
        metafile: true,
        external,
        nodePaths,
        logLevel: 'error',
      });
      const { initial, lazy } = measure(result, entryPoint);
      sizes[pkg.short].push({ subpath, initial, lazy, limit, packed });
      const line = `${where.padEnd(34)} ${kB(initial).padStart(9)} / ${kB(limit)}${lazy ? ` (+ ${kB(lazy)} loaded on demand)` : ''}${packed}`;
      if (initial > limit) failures.push(`${line}: over the limit`);
      else passed += 1;
      console.log(`[size] ${line}`);
    }
  }

  for (const check of TREE_SHAKING) {
    const result = await esbuild.build({
      stdin: { contents: `export { ${check.name} } from '${check.from}';`, resolveDir: workDir },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: check.platform ?? 'browser',
      write: false,
      metafile: true,
      nodePaths,
      // React stays out of the bundle and the number: every consumer has it already.
      external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
      logLevel: 'error',
    });
    const [output] = Object.values(result.metafile.outputs);
    const bundled = Object.entries(output.inputs)
      .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
      .map(([input]) => input);
    const imported = output.imports.map((imp) => imp.path);
    const pulled = [...bundled, ...imported]
      .filter((path) => check.forbidden.test(`/${path}/`))
      .map((path) => path.replace(/^.*node_modules\//, ''));
    const text = result.outputFiles[0].text;
    const markers = (check.absent ?? []).filter((marker) => text.includes(marker));
    const size = gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
    const line = `import { ${check.name} } from '${check.from}'`;
    if (pulled.length || markers.length) {
      const what = [...new Set([...pulled, ...markers])].slice(0, 5).join(', ');
      failures.push(`tree-shaking: ${line} pulls in ${what}`);
    } else {
      passed += 1;
      console.log(`[size] tree-shaking: ${line} -> ${kB(size)}`);
    }
  }

  // A Node package's bins start from the packed tarball (the `files` list and the shebang are
  // right) and answer an MCP client's first request.
  for (const pkg of packages.filter((p) => p.manifest.docshell?.platform === 'node')) {
    for (const [bin, file] of Object.entries(pkg.manifest.bin ?? {})) {
      const problem = await checkMcpBin(pkg, join(pkg.dir, file), workDir);
      const line = `${pkg.name}: bin ${bin} starts from the packed tarball and answers an MCP client`;
      if (problem) failures.push(`${line}: ${problem}`);
      else {
        passed += 1;
        console.log(`[size] ${line}`);
      }
    }
  }

  if (WRITE_README) {
    for (const pkg of packages) writeReadmeSizes(pkg, sizes[pkg.short]);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

mkdirSync(join(ROOT, '.reports'), { recursive: true });
writeFileSync(
  join(ROOT, '.reports/size.json'),
  JSON.stringify({ numPassedTests: passed, numFailedTests: failures.length }),
);
if (failures.length) {
  for (const failure of failures) console.error(`[size] FAIL ${failure}`);
  process.exit(1);
}
console.log(`[size] ${passed} size and tree-shaking checks passed`);

/**
 * Runs an MCP server's bin over a one-product site it writes, with the package's dependencies
 * from the workspace install, and asks it for its tools: null when it answers, else the problem.
 */
async function checkMcpBin(pkg, binPath, dir) {
  const site = join(dir, 'mcp-site');
  mkdirSync(join(site, 'demo'), { recursive: true });
  writeFileSync(
    join(site, 'llms.txt'),
    '# Demo\n\n## Products\n\n- [Demo](/demo/llms.txt): Demo v1.0.0.\n',
  );
  writeFileSync(join(site, 'demo/llms.txt'), '# Demo\n\nVersion documented: Demo v1.0.0.\n');
  symlinkSync(join(pkg.workspaceDir, 'node_modules'), join(pkg.dir, 'node_modules'));
  const child = spawn(binPath, [site], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const send = (message) =>
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
  send({
    id: 1,
    method: 'initialize',
    params: {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'size-check', version: '1.0.0' },
    },
  });
  send({ method: 'notifications/initialized' });
  send({ id: 2, method: 'tools/call', params: { name: 'list_products', arguments: {} } });
  const deadline = Date.now() + 10_000;
  while (!stdout.includes('"id":2') && child.exitCode === null && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  child.kill();
  if (!stdout.includes('"id":2'))
    return `no answer${stderr ? `: ${stderr.trim().split('\n').slice(-3).join(' ')}` : ''}`;
  return stdout.includes('Demo v1.0.0') ? null : `unexpected answer ${stdout.slice(0, 200)}`;
}

/** Replaces the block between the size markers in the package README with the current sizes. */
function writeReadmeSizes(pkg, rows) {
  const file = join(pkg.workspaceDir, 'README.md');
  const readme = readFileSync(file, 'utf8');
  const start = '<!-- size:start -->';
  const end = '<!-- size:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to === -1) {
    console.error(`[size] ${pkg.name}: README has no ${start} … ${end} block; sizes not written`);
    return;
  }
  const list = rows
    .map(
      (row) =>
        `- \`${pkg.name}${row.subpath.slice(1)}\`: ${kB(row.initial)} minified and gzipped${row.lazy ? `, plus ${kB(row.lazy)} loaded on demand` : ''} (limit ${kB(row.limit)})${row.packed.replace(/^ \((.*)\)$/, '; $1')}`,
    )
    .join('\n');
  writeFileSync(file, `${readme.slice(0, from + start.length)}\n\n${list}\n\n${readme.slice(to)}`);
}
