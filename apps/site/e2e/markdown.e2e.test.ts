// The files for AI tools, checked against the built site: every page of the sitemap has its
// Markdown copy and names it; every llms.txt lists what it should, states the version and stays
// under the size limit; the preview server serves them as UTF-8 text. Reads dist/ (no browser).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  llmsFullTxtPathOf,
  llmsTxtPathOf,
  markdownPathOf,
  MARKDOWN_MAX_CHARS,
  ROOT_LLMS_TXT,
} from '../src/markdown/markdownPath';
import { distDir, pageHtml, sitemapPaths } from './siteFiles';

const baseURL = inject('baseURL');
const read = (path: string) => readFileSync(join(distDir, path), 'utf8');

// The products' prefixes, as the root llms.txt links their own (the longest prefix first).
function productPrefixes(): string[] {
  const root = read(ROOT_LLMS_TXT);
  return [...root.matchAll(/\]\(https?:\/\/[^/)]+(\/[^)]*)\/llms\.txt\)/g)]
    .map((m) => m[1]!)
    .sort((a, b) => b.length - a.length);
}

describe('the Markdown copies', () => {
  it('every page of the sitemap has one, under the limit, named by its HTML', () => {
    const failures: string[] = [];
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const file = markdownPathOf(path);
      if (!existsSync(join(distDir, file))) {
        failures.push(`${path}: no ${file}`);
        continue;
      }
      const markdown = read(file);
      if (markdown.length >= MARKDOWN_MAX_CHARS)
        failures.push(`${file}: ${markdown.length} characters`);
      if (!markdown.startsWith('# ')) failures.push(`${file}: does not start with an h1`);
      const head = pageHtml(path).split('</head>')[0]!;
      if (!head.includes(`<link rel="alternate" type="text/markdown" href="${file}" />`))
        failures.push(`${path}: no <link rel="alternate"> to ${file}`);
      if (!pageHtml(path).includes(`available as Markdown at ${file};`))
        failures.push(`${path}: no hidden line for agents`);
    }
    expect(failures).toEqual([]);
  });

  it('the Button page has its demos’ source and Button’s props table', () => {
    const markdown = read('/material-ui/react-button.md');
    expect(markdown).toContain('**Demo: Button variants** (`ButtonVariants.tsx`)');
    expect(markdown).toMatch(/^\| `variant` \| `.*'text' \\\| 'outlined'.*\| `'text'` \|/m);
    expect(markdown).not.toMatch(/<(div|script|nav|style)\b/);
  });

  it('an API page has its props, slots and CSS classes as tables', () => {
    const markdown = read('/material-ui/api/alert.md');
    for (const section of ['## Props', '## Slots', '## CSS classes'])
      expect(markdown).toContain(section);
    expect(markdown).toMatch(/^\| `severity` \| .+ \| `'success'` \|/m);
    expect(markdown).toMatch(/^\| `closeButton` \| `IconButton` \|/m);
    expect(markdown).toMatch(/^\| `.MuiAlert-root` \| `root` \|/m);
  });
});

describe('the llms.txt files', () => {
  it('the root one lists each product, states the versions, and robots.txt names it', () => {
    const root = read(ROOT_LLMS_TXT);
    expect(root).toMatch(/^# docshell\n\n> .+\n\nVersions documented: Material UI v6\.1\.1/);
    expect(productPrefixes()).toEqual(
      expect.arrayContaining(['/material-ui', '/joy-ui', '/system', '/base-ui', '/x', '/toolpad']),
    );
    expect(root.length).toBeLessThan(MARKDOWN_MAX_CHARS);
    expect(read('/robots.txt')).toMatch(/^# .*\/llms\.txt$/m);
  });

  it('each product’s lists every page of its tree and states the version', () => {
    const prefixes = productPrefixes();
    const failures: string[] = [];
    const listings = new Map<string, string>();
    for (const prefix of prefixes) {
      // A product too large for one index links its sections' own files (src/markdown/llmsTxt.ts).
      const index = llmsTxtPathOf(prefix);
      const sectionFiles = [
        ...read(index).matchAll(/\]\(https?:\/\/[^/)]+(\/[^)]*\/llms-[^)/]+\.txt)\)/g),
      ]
        .map((m) => m[1]!)
        .filter((path) => path !== llmsFullTxtPathOf(prefix));
      for (const file of [index, ...sectionFiles]) {
        const llms = read(file);
        if (llms.length >= MARKDOWN_MAX_CHARS) failures.push(`${file}: ${llms.length} characters`);
        if (!/^# .+\n\n> .+\n\nVersion documented: .+ (v\d|\(no released version\))/.test(llms))
          failures.push(`${file}: no version at the top`);
      }
      listings.set(prefix, [index, ...sectionFiles].map(read).join('\n'));
      if (!read(llmsFullTxtPathOf(prefix)).includes('Version documented: '))
        failures.push(`${prefix}/llms-full.txt: no version`);
    }
    for (const path of sitemapPaths()) {
      const prefix = prefixes.find((p) => path === p || path.startsWith(`${p}/`));
      if (!prefix) continue;
      if (!listings.get(prefix)!.includes(`${markdownPathOf(path)}):`))
        failures.push(`${prefix}/llms.txt does not list ${path}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the preview server', () => {
  it('serves Markdown and llms.txt as UTF-8 text', async () => {
    const md = await fetch(`${baseURL}/material-ui/react-button.md`);
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await md.text()).toContain('# Button');
    const llms = await fetch(`${baseURL}/llms.txt`);
    expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('answers a page request that prefers Markdown with the Markdown copy, and a browser with HTML', async () => {
    const asAgent = await fetch(`${baseURL}/material-ui/react-button`, {
      headers: { Accept: 'text/markdown, text/html;q=0.5' },
    });
    expect(asAgent.status).toBe(200);
    expect(asAgent.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(asAgent.headers.get('vary')).toMatch(/Accept/);
    expect(await asAgent.text()).toBe(read('/material-ui/react-button.md'));
    const asBrowser = await fetch(`${baseURL}/material-ui/react-button`, {
      headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(asBrowser.headers.get('content-type')).toMatch(/^text\/html/);
    expect(asBrowser.headers.get('vary')).toMatch(/Accept/);
    // A path with no page is still the 404 page, whatever it asks for.
    const missing = await fetch(`${baseURL}/material-ui/no-such-page`, {
      headers: { Accept: 'text/markdown' },
    });
    expect(missing.status).toBe(404);
  });
});
