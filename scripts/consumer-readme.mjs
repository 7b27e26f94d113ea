// Keeps the README examples and the consumer app in step: a code block placed right after a
// `<!-- consumer/<app>/<file> -->` comment must equal that file, which the consumer check builds,
// prerenders and tests in a browser. Every package README must carry at least one, except a Node
// package's (`docshell.platform: "node"`, docs-mcp: a server, not part of a docs app).
//
//   node scripts/consumer-readme.mjs           check
//   node scripts/consumer-readme.mjs --write   copy the files into the README blocks
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, workspacePackages } from './consumer-pack.mjs';

const BLOCK = /<!-- (consumer\/[\w-]+\/[\w./[\]-]+) -->\n\n```(\w*)\n([\s\S]*?)```/g;

/** The READMEs checked: every package's, and the consumer app's own. */
function readmes() {
  return [
    ...workspacePackages()
      .filter((pkg) => pkg.manifest.docshell?.platform !== 'node')
      .map((pkg) => join(pkg.workspaceDir, 'README.md')),
    join(ROOT, 'consumer/README.md'),
  ];
}

/** Problems found, as one line each; empty when every README example matches its file. */
export function checkReadmeExamples({ write = false } = {}) {
  const problems = [];
  for (const file of readmes()) {
    const name = file.slice(ROOT.length);
    const readme = readFileSync(file, 'utf8');
    let blocks = 0;
    const updated = readme.replace(BLOCK, (block, source, lang, code) => {
      blocks += 1;
      let expected;
      try {
        expected = readFileSync(join(ROOT, source), 'utf8');
      } catch {
        problems.push(`${name}: example ${source} does not exist`);
        return block;
      }
      if (code === expected) return block;
      if (!write) problems.push(`${name}: the example differs from ${source}`);
      return `<!-- ${source} -->\n\n\`\`\`${lang}\n${expected}\`\`\``;
    });
    if (blocks === 0 && !name.startsWith('consumer/')) {
      problems.push(
        `${name}: no example from a consumer app (a <!-- consumer/<app>/... --> block)`,
      );
    }
    if (write && updated !== readme) writeFileSync(file, updated);
  }
  if (problems.length && !write) {
    problems.push(
      'run `node scripts/consumer-readme.mjs --write` to copy the files into the READMEs',
    );
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkReadmeExamples({ write: process.argv.includes('--write') });
  for (const problem of problems) console.error(`[consumer-readme] ${problem}`);
  if (problems.length) process.exit(1);
  console.log('[consumer-readme] every README example matches its file in consumer/');
}
