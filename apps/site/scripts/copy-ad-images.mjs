// The in-house ad images ship inside @docshell/docs-ads; the site serves them from /static/.
import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'public/static/ads-in-house');
mkdirSync(target, { recursive: true });
cpSync(join(root, 'node_modules/@docshell/docs-ads/assets/in-house'), target, { recursive: true });
