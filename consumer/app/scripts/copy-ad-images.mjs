// The in-house ad images ship inside @docshell/docs-ads; serve them from public/.
import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const adsPackage = dirname(require.resolve('@docshell/docs-ads/package.json'));
cpSync(join(adsPackage, 'assets/in-house'), 'public/static/ads-in-house', { recursive: true });
