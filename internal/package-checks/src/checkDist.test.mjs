import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDirectives, checkPrivateImports, isBarrel } from './checkDist.mjs';

let root;

/** A package folder with the given src/ and dist/ files. */
function packageWith(files) {
  root = mkdtempSync(join(tmpdir(), 'check-directives-'));
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), code);
  }
  return join(root, 'dist');
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

const hook = `"use client";\nimport { useState } from "react";\nexport const useOpen = () => useState(false);\n`;
const hookCjs = `"use strict";\n"use client";\nvar import_react = require("react");\n`;
const pure = `export const toPath = (s) => s.replace(/\\/$/, "");\n`;
const barrelSource = `export { useOpen } from './useOpen.js';\nexport type { Open } from './useOpen.js';\n`;

describe('checkDirectives', () => {
  it('passes client modules with the directive in ESM and CommonJS, and pure ones without', () => {
    const dist = packageWith({
      'src/index.ts': barrelSource,
      'dist/index.js': `import { useOpen } from "./useOpen.js";\nexport { useOpen };\n`,
      'dist/useOpen.js': hook,
      'dist/useOpen.cjs': hookCjs,
      'dist/toPath.js': pure,
    });
    expect(checkDirectives(dist)).toEqual({ problems: [], client: 1, pure: 2 });
  });

  it('fails a client module whose build lost its directive', () => {
    const dist = packageWith({
      'dist/useOpen.js': hook,
      'dist/useOpen.cjs': `"use strict";\nvar import_react = require("react");\n`,
    });
    expect(checkDirectives(dist).problems).toEqual([
      "useOpen.cjs needs the client (React, MUI or a client module) but has no 'use client'",
    ]);
  });

  it('fails a module that only uses a client module of its package without the directive', () => {
    const dist = packageWith({
      'dist/useOpen.js': hook,
      'dist/useToggle.js': `import { useOpen } from "./useOpen.js";\nexport const useToggle = () => useOpen();\n`,
    });
    expect(checkDirectives(dist).problems).toEqual([
      "useToggle.js needs the client (React, MUI or a client module) but has no 'use client'",
    ]);
  });

  it('fails a pure module that says use client, since a Server Component could not call it', () => {
    const dist = packageWith({ 'dist/toPath.js': `"use client";\n${pure}` });
    expect(checkDirectives(dist).problems).toHaveLength(1);
    expect(checkDirectives(dist).problems[0]).toMatch(/^toPath\.js is pure/);
  });
});

describe('isBarrel', () => {
  it('knows a file of re-exports from one with code', () => {
    expect(isBarrel(`// The package's API.\n${barrelSource}export * from './more.js';\n`)).toBe(
      true,
    );
    expect(isBarrel(`${barrelSource}export const x = 1;\n`)).toBe(false);
    expect(isBarrel('')).toBe(false);
  });
});

describe('checkPrivateImports', () => {
  it('fails a code or type file that imports a private workspace module', () => {
    const dist = packageWith({
      'dist/index.js': pure,
      'dist/index.d.ts': "import { StorageSlot } from '@docshell-internal/storage-slot';\n",
    });
    expect(checkPrivateImports(dist)).toEqual([
      'index.d.ts imports a private @docshell-internal module, which is not published',
    ]);
  });
});
