import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { perModuleBuilds } from '../../tsup.shared.ts';

const { version } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

// One file per module like the other packages, with the bin (src/cli.ts, ESM only) among them; the
// server names the package's version, written in here.
export default defineConfig(
  perModuleBuilds({ esmOnly: ['src/cli.ts'] }).map((build) => ({
    ...build,
    platform: 'node' as const,
    define: { __DOCS_MCP_VERSION__: JSON.stringify(version) },
  })),
);
