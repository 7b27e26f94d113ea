import { describe, expect, it } from 'vitest';
import { isBarrel, isStageChunk, stageModules } from './stagedChunks';

function graph(modules: Record<string, { imports: string[]; code?: string; entry?: true }>) {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      modules[id]
        ? {
            importedIds: modules[id].imports,
            code: modules[id].code ?? 'const x = 1;',
            isEntry: modules[id].entry === true,
          }
        : null,
  };
}

describe('stageModules', () => {
  const modules = graph({
    '/app/boot.ts': { imports: ['/app/src/recovery.ts'], entry: true },
    '/app/src/recovery.ts': { imports: ['/app/src/log.ts'] },
    '/app/src/log.ts': { imports: [] },
    '/nm/react-dom/client.js': { imports: ['/nm/react/index.js', '/nm/scheduler.js'] },
    '/nm/react/index.js': { imports: [] },
    '/nm/scheduler.js': { imports: [] },
    '/app/src/entry-client.tsx': {
      imports: ['/nm/react/index.js', '/app/src/App.tsx', '/app/src/log.ts'],
    },
    '/app/src/App.tsx': { imports: ['/nm/mui/index.js', '/nm/mui/Box.js'] },
    '/nm/mui/index.js': {
      imports: ['/nm/mui/Box.js', '/nm/mui/Popper.js'],
      code: "export { default as Box } from './Box';\nexport * from './Popper';",
    },
    '/nm/mui/Box.js': { imports: [] },
    '/nm/mui/Popper.js': { imports: [] },
    '/app/src/pages/page.tsx': { imports: ['/nm/mui/Popper.js'] },
  });
  const { entry, stages } = stageModules(modules, [
    { name: 'react-dom', root: /react-dom\/client\.js$/ },
    { name: 'app', root: /entry-client\.tsx$/ },
  ]);
  const [reactDom, app] = stages;

  it('keeps apart what the entry loads itself', () => {
    expect([...entry].sort()).toEqual(['/app/boot.ts', '/app/src/log.ts', '/app/src/recovery.ts']);
  });

  it('gives each stage its root and what that imports statically', () => {
    expect([...reactDom!].sort()).toEqual([
      '/nm/react-dom/client.js',
      '/nm/react/index.js',
      '/nm/scheduler.js',
    ]);
  });

  it('leaves to the earlier stage what both reach, to the entry what it imports, and to the pages what only a barrel names', () => {
    expect([...app!].sort()).toEqual([
      '/app/src/App.tsx',
      '/app/src/entry-client.tsx',
      '/nm/mui/Box.js',
      '/nm/mui/index.js',
    ]);
  });

  it('gives a stage whose root is not in the graph nothing', () => {
    expect(stageModules(modules, [{ name: 'x', root: /missing/ }]).stages).toEqual([new Set()]);
  });
});

describe('isBarrel', () => {
  it("is true of a package's index that also holds a little code of its own", () => {
    const reExports = Array.from({ length: 8 }, (_, i) => `export * from './part${i}';`);
    const code = [...reExports, 'export function deprecated() { throw new Error(); }'].join('\n');
    expect(isBarrel(code)).toBe(true);
    expect(isBarrel([...reExports.slice(1), 'export function b() {}'].join('\n'))).toBe(false);
  });

  it('is true of re-exports written as imports and one export list, as esbuild emits them', () => {
    const code = [
      'import { Ad } from "./Ad.js";',
      'import {\n  AD_LABELS,\n  AD_ROOT_CLASS\n} from "./constants.js";',
      'import * as all from "./all.js";',
      'export {\n  Ad,\n  AD_LABELS,\n  AD_ROOT_CLASS as ROOT,\n  all\n};',
    ].join('\n');
    expect(isBarrel(code)).toBe(true);
    expect(isBarrel(`${code}\nconsole.log(Ad);`)).toBe(false);
    expect(isBarrel(code.replace('export {', 'const unused = 1;\nexport {'))).toBe(false);
  });

  it('is true of a module made only of re-exports', () => {
    expect(
      isBarrel("/* MUI */\nexport * from './colors';\nexport { default as Box } from './Box';"),
    ).toBe(true);
  });

  it('is false of a module with code of its own, or none', () => {
    expect(isBarrel("export { a } from './a';\nexport const b = 1;")).toBe(false);
    expect(isBarrel("export { default } from './Button';\nexport function b() {}")).toBe(false);
    expect(isBarrel("import x from './x';\nconsole.log(x);")).toBe(false);
    expect(isBarrel('')).toBe(false);
    expect(isBarrel(null)).toBe(false);
  });
});

describe('isStageChunk', () => {
  const stages = [
    { name: 'react-dom', root: /x/ },
    { name: 'app', root: /y/ },
  ];

  it('knows a stage chunk by its name and hash', () => {
    expect(isStageChunk('assets/app-wPoMUqf-.js', stages)).toBe(true);
    expect(isStageChunk('assets/react-dom-D_4p-MBt.js', stages)).toBe(true);
  });

  it('is false of a page chunk whose name starts like a stage', () => {
    expect(isStageChunk('assets/app-bar-ZUgEz97N.js', stages)).toBe(false);
    expect(isStageChunk('assets/react-app-bar-DBCdWaFz.js', stages)).toBe(false);
  });
});
