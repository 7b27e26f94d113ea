// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importedPackages } from '../src/demos/project/demoProject';
import { productVersions } from '../src/versions';
import { DEMO_PROJECT_PACKAGES, demoDependencyVersions } from './dependencyVersions';

const siteDir = join(import.meta.dirname, '..');
const versions = demoDependencyVersions(siteDir, DEMO_PROJECT_PACKAGES);

describe('demoDependencyVersions', () => {
  it('gives every package a generated project can name an exact version', () => {
    expect(Object.keys(versions).sort()).toEqual([...DEMO_PROJECT_PACKAGES].sort());
    for (const [name, version] of Object.entries(versions)) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    }
  });

  it('pins the Material UI version the site documents as current', () => {
    const current = productVersions
      .find((product) => product.productId === 'material-ui')!
      .versions.find((version) => version.current)!.text;
    expect(versions['@mui/material']).toBe(current.replace(/^v/, ''));
  });

  it("reads what the site installed, React's types and Vite's React plugin too", () => {
    const manifest = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies)).toContain('react');
    const installed = (name: string) =>
      JSON.parse(readFileSync(join(siteDir, 'node_modules', name, 'package.json'), 'utf8')).version;
    for (const name of ['react', 'react-dom', '@types/react', 'vite', '@vitejs/plugin-react']) {
      expect(versions[name], name).toBe(installed(name));
    }
  });

  it('has a version for every package a demo file on disk imports', () => {
    const productsDir = join(siteDir, 'src/products');
    const imported = new Set<string>();
    for (const product of readdirSync(productsDir)) {
      const folder = join(productsDir, product, 'demos');
      let files: string[];
      try {
        files = readdirSync(folder);
      } catch {
        continue;
      }
      for (const file of files.filter((name) => /\.[jt]sx?$/.test(name))) {
        for (const name of importedPackages(readFileSync(join(folder, file), 'utf8'))) {
          imported.add(name);
        }
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    for (const name of imported) expect(versions, name).toHaveProperty([name]);
  });
});

describe('demoDependencyVersions on a made-up site', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docshell-dependency-versions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (path: string, content: unknown) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), typeof content === 'string' ? content : JSON.stringify(content));
  };
  write('package.json', { name: 'site', private: true });
  write('node_modules/open/package.json', { name: 'open', version: '1.2.3', main: 'index.js' });
  write('node_modules/open/index.js', '');
  // An exports map without ./package.json, and a build folder with a package.json of its own.
  write('node_modules/closed/package.json', {
    name: 'closed',
    version: '4.5.6-beta.1',
    exports: { '.': './dist/esm/index.js' },
  });
  write('node_modules/closed/dist/esm/index.js', '');
  write('node_modules/closed/dist/esm/package.json', { type: 'module' });
  write('node_modules/ranged/package.json', { name: 'ranged', version: 'workspace:*' });

  it('reads a version even where the exports map hides package.json', () => {
    expect(demoDependencyVersions(dir, ['open', 'closed'])).toEqual({
      open: '1.2.3',
      closed: '4.5.6-beta.1',
    });
  });

  it('throws naming every package that is not installed', () => {
    expect(() => demoDependencyVersions(dir, ['open', 'nowhere', '@scope/gone'])).toThrow(
      /^\[site\] no installed version of nowhere, @scope\/gone for /,
    );
  });

  it('refuses a version that is not exact', () => {
    expect(() => demoDependencyVersions(dir, ['ranged'])).toThrow(
      '[site] ranged is installed as "workspace:*", not an exact version',
    );
  });
});
