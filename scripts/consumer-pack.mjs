// Packs every package under packages/ the way `pnpm publish` would (workspace: ranges replaced by
// versions, only the `files` list) and unpacks each tarball, for the size and consumer checks.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The workspace packages: `{ name, short, version, workspaceDir, manifest }`, sorted by name. */
export function workspacePackages() {
  const dir = join(ROOT, 'packages');
  return readdirSync(dir)
    .sort()
    .map((short) => {
      const manifest = JSON.parse(readFileSync(join(dir, short, 'package.json'), 'utf8'));
      return {
        name: manifest.name,
        short,
        version: manifest.version,
        workspaceDir: join(dir, short),
        manifest,
      };
    })
    .filter((pkg) => pkg.name?.startsWith('@docshell/'));
}

/**
 * Packs all packages into `dest` with one pnpm call and unpacks each next to its tarball.
 * Returns the packages with `tarball` (path), `dir` (the unpacked root) and `manifest` (the
 * packed package.json, as a registry would serve it).
 */
export function packPackages(dest) {
  mkdirSync(dest, { recursive: true });
  execFileSync(
    'bash',
    [
      join(ROOT, 'scripts/pnpm.sh'),
      '-r',
      '--filter',
      './packages/*',
      'pack',
      '--pack-destination',
      dest,
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return workspacePackages().map((pkg) => {
    const tarball = join(dest, `${pkg.name.slice(1).replace('/', '-')}-${pkg.version}.tgz`);
    const unpacked = join(dest, pkg.short);
    mkdirSync(unpacked, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
    const dir = join(unpacked, 'package');
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return { ...pkg, tarball, dir, manifest };
  });
}

/** The ESM file of each export entry (`.`, `./init-script`, …) of a packed manifest. */
export function esmEntries(manifest) {
  const entries = {};
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const file = target?.import?.default ?? target?.import;
    if (typeof file === 'string' && file.endsWith('.js')) entries[subpath] = file;
  }
  return entries;
}
