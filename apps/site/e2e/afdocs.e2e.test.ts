// The agent-friendly-docs checker (afdocs) against the served site, as an agent would meet it:
// llms.txt, Markdown copies, content negotiation, page sizes, links. Installed apart from the
// workspace (tools/afdocs: it declares Node 22 and runs on 20.20) by scripts/test.sh. Every check
// passes, or warns for a reason written down here and in the README.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { distDir } from './siteFiles';

const baseURL = inject('baseURL');
const CLI = join(import.meta.dirname, '../tools/afdocs/node_modules/afdocs/bin/afdocs.mjs');
const REPORT = join(import.meta.dirname, '../../../.reports/afdocs.json');

/** Warnings the site keeps, and why. */
const EXPLAINED_WARNINGS: Record<string, string> = {
  // The HTML page opens with the header and the side nav (keyboard and screen reader order);
  // agents are pointed at the Markdown copy (head link, Accept negotiation, the hidden line),
  // where the content starts at the first line.
  'content-start-position': 'the navigation comes before the content in the HTML page',
};

/**
 * Checks that may fail outright for the reason above. With 528 generated API pages, afdocs' sample
 * is mostly short API pages whose HTML opens with the side nav's API section: past half of the
 * page for some. The Markdown copy agents are sent to starts with the content.
 */
const EXPLAINED_FAILURES = new Set(['content-start-position']);

interface CheckResult {
  id: string;
  status: 'pass' | 'warn' | 'fail' | 'skip' | 'error';
  message: string;
}

describe('afdocs', () => {
  it(
    'passes every check, or warns only where the reason is written down',
    { timeout: 300_000 },
    async () => {
      expect(existsSync(CLI), `${CLI}: run scripts/test.sh (it installs the checker)`).toBe(true);
      // The production origin the build wrote into llms.txt and the copies: afdocs reads it as the
      // site's own and checks those links against the local server.
      const origin = new URL(
        /<loc>([^<]+)<\/loc>/.exec(readFileSync(join(distDir, 'sitemap.xml'), 'utf8'))![1]!,
      ).origin;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          CLI,
          'check',
          baseURL,
          `--canonical-origin=${origin}`,
          '--format=json',
          '--sampling=deterministic',
          '--max-concurrency=4',
          '--quiet',
        ],
        { maxBuffer: 64 * 1024 * 1024 },
      ).catch((error: { stdout?: string }) => {
        // The checker exits 1 when any check fails: the report is still on stdout.
        if (error.stdout) return { stdout: error.stdout };
        throw error;
      });
      mkdirSync(join(REPORT, '..'), { recursive: true });
      writeFileSync(REPORT, stdout);
      const results = (JSON.parse(stdout) as { results: CheckResult[] }).results;
      expect(results.length).toBeGreaterThan(20);
      const unexplained = results
        .filter(
          (r) =>
            (r.status === 'fail' && !EXPLAINED_FAILURES.has(r.id)) ||
            r.status === 'error' ||
            (r.status === 'warn' && !EXPLAINED_WARNINGS[r.id]),
        )
        .map((r) => `${r.id}: ${r.status}: ${r.message}`);
      expect(unexplained).toEqual([]);
      expect(results.filter((r) => r.status === 'pass').length).toBeGreaterThan(20);
    },
  );
});
