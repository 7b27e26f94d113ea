// Part of each package's `check:package`, on its dist/:
// 1. No file refers to a private workspace module (`@docshell-internal/…`): those are bundled into
//    the build, code and types, and are not installed with the package.
// 2. Every built module that needs the client starts with
// 'use client', in ESM and CommonJS, and every other module has no directive, so a Next.js Server
// Component can import the pure ones (path rules, translate, product info, ad decisions, copy text).
//
// A module needs the client when its output imports React, React DOM, MUI or emotion: hooks,
// context, components and MUI's `styled` all come from there. Type-only imports are gone by then.
//
//   node ../../internal/package-checks/src/checkDist.mjs    in a package folder, after its build
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT_SPECIFIER = /^(react|react-dom|@mui\/|@emotion\/)/;
// Static and dynamic imports, and requires; re-exports (`export … from`) are not uses.
const USES = /(?:\bimport\b[^'"]*?\bfrom\s*|\bimport\s*\(?\s*|\brequire\(\s*)["']([^"']+)["']/g;
// In the directive prologue: CommonJS output puts "use strict" first, which is fine.
const DIRECTIVE = /^(?:#![^\n]*\n)?(?:\s*["']use strict["'];?)?\s*["']use client["'];?/;

/** The specifiers an ESM module imports (not re-exports). */
export function usedSpecifiers(code) {
  return [...code.matchAll(USES)].map((match) => match[1]);
}

const REEXPORT = /^export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s+from\s+['"][^'"]+['"];?$/;

/**
 * A barrel only re-exports (`export { … } from`): it never needs the client itself, so a Server
 * Component can take pure helpers from it. (Its bundled output reads like imports, hence the
 * look at the source.)
 */
export function isBarrel(source) {
  const statements = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return statements.length > 0 && statements.every((statement) => REEXPORT.test(statement));
}

function readSource(srcDir, file) {
  for (const extension of ['.ts', '.tsx']) {
    try {
      return readFileSync(join(srcDir, file.replace(/\.js$/, extension)), 'utf8');
    } catch {
      // try the next extension
    }
  }
  return '';
}

/**
 * Which ESM modules of `distDir` need the client: those importing React, React DOM, MUI or
 * emotion, and those importing such a module of their own package (a hook built on a context).
 * Barrels (per their source in `srcDir`) never do.
 */
export function clientModules(distDir, srcDir = join(distDir, '../src')) {
  const uses = new Map();
  for (const file of readdirSync(distDir).filter((name) => name.endsWith('.js'))) {
    const barrel = isBarrel(readSource(srcDir, file));
    uses.set(file, barrel ? [] : usedSpecifiers(readFileSync(join(distDir, file), 'utf8')));
  }
  const client = new Set(
    [...uses]
      .filter(([, specifiers]) => specifiers.some((s) => CLIENT_SPECIFIER.test(s)))
      .map(([file]) => file),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, specifiers] of uses) {
      if (client.has(file)) continue;
      if (specifiers.some((s) => s.startsWith('./') && client.has(s.slice(2)))) {
        client.add(file);
        grew = true;
      }
    }
  }
  return { modules: [...uses.keys()].sort(), client };
}

/** One line per built module (ESM and CommonJS) whose directive does not match what it needs. */
export function checkDirectives(distDir) {
  const { modules, client } = clientModules(distDir);
  const problems = [];
  for (const file of modules) {
    const needsClient = client.has(file);
    for (const output of [file, file.replace(/\.js$/, '.cjs')]) {
      let code;
      try {
        code = readFileSync(join(distDir, output), 'utf8');
      } catch {
        continue; // an ESM-only module (a bin)
      }
      const declaresClient = DIRECTIVE.test(code);
      if (needsClient && !declaresClient) {
        problems.push(
          `${output} needs the client (React, MUI or a client module) but has no 'use client'`,
        );
      } else if (!needsClient && declaresClient) {
        problems.push(
          `${output} is pure but says 'use client' (a Server Component could not call it)`,
        );
      }
    }
  }
  return { problems, client: client.size, pure: modules.length - client.size };
}

const PRIVATE_MODULE = /['"]@docshell-internal\//;

/** One line per dist/ file (code or types) that imports a private workspace module. */
export function checkPrivateImports(distDir) {
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)))
    .filter((file) => PRIVATE_MODULE.test(readFileSync(join(distDir, file), 'utf8')))
    .map((file) => `${file} imports a private @docshell-internal module, which is not published`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = JSON.parse(readFileSync('package.json', 'utf8')).name;
  const { problems, client, pure } = checkDirectives('dist');
  problems.push(...checkPrivateImports('dist'));
  for (const problem of problems) console.error(`[check-dist] ${name}: ${problem}`);
  if (problems.length) process.exit(1);
  console.log(
    `[check-dist] ${name}: ${client} client modules, ${pure} pure, all marked right, no private import`,
  );
}
