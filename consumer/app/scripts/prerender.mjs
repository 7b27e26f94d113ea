// Renders every route to dist/<route>/index.html in plain Node, with the emotion styles of the
// page and the no-flash colour-scheme script first in <body>.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getInitColorSchemeScript } from '@docshell/docs-theme/init-script';

const server = await import(pathToFileURL(join('dist-server', 'entry-server.js')).href);
const template = readFileSync(join('dist', 'index.html'), 'utf8');

for (const route of server.routes) {
  const { html, styles, title } = server.render(route);
  const page = template
    .replace('<!--title-->', title ? `${title} - Acme UI` : 'Acme UI')
    .replace('<!--styles-->', styles)
    .replace('<!--init-script-->', `<script>${getInitColorSchemeScript()}</script>`)
    .replace('<!--app-->', html);
  mkdirSync(join('dist', route), { recursive: true });
  writeFileSync(join('dist', route, 'index.html'), page);
}
console.log(`prerendered ${server.routes.length} pages`);
