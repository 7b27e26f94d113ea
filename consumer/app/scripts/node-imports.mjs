// Loads every entry of every docs package in plain Node both ways, import() and require(), checks
// that both expose the same names, and server-renders the copy button from the CommonJS build.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The app shares its install with the other consumer apps: the dependencies are its parent's.
const packages = Object.keys(
  JSON.parse(readFileSync('../package.json', 'utf8')).dependencies,
).filter((name) => name.startsWith('@docshell/'));
const failures = [];
let entries = 0;
for (const name of packages) {
  const manifest = require(`${name}/package.json`);
  for (const subpath of Object.keys(manifest.exports).filter((key) => key !== './package.json')) {
    const specifier = name + subpath.slice(1);
    try {
      const esm = Object.keys(await import(specifier)).filter((key) => key !== 'default');
      const cjs = Object.keys(require(specifier));
      if (esm.length === 0) failures.push(`${specifier}: import() gave no exports`);
      else if (esm.sort().join() !== cjs.sort().join()) {
        failures.push(`${specifier}: import() and require() export different names`);
      }
      entries += 1;
    } catch (error) {
      failures.push(`${specifier}: ${String(error.message).split('\n')[0]}`);
    }
  }
}

const { createElement } = require('react');
const { renderToString } = require('react-dom/server');
const { DocsProvider } = require('@docshell/docs-i18n');
const { CodeCopyButton } = require('@docshell/docs-copy');
const html = renderToString(
  createElement(DocsProvider, null, createElement(CodeCopyButton, { code: 'npm test' })),
);
if (!html.includes('aria-label="Copy the code"'))
  failures.push('require(): the copy button did not render');

if (failures.length) {
  for (const failure of failures) console.error(`node imports: ${failure}`);
  process.exit(1);
}
console.log(`node imports: ${entries} entries load with import() and require()`);
