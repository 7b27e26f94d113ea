import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllProducts } from '../products';
import { allPagePaths } from '../routing/routes';
import { MARKDOWN_MAX_CHARS } from './markdownPath';
import { createSiteMarkdown } from './siteMarkdown';

const root = join(import.meta.dirname, '../..');
const origin = 'https://docs.example.com';
let site: ReturnType<typeof createSiteMarkdown>;

// The first API page reads @mui/material's types with the TypeScript checker (cached after).
beforeAll(async () => {
  await loadAllProducts();
  site = createSiteMarkdown({ root, origin });
  await site.pageMarkdown('/material-ui/api/button');
}, 120_000);

const demosOf = (file: string) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/<Demo name="(\w+)" \/>/g)].map((m) => m[1]!);

describe('the Button page as Markdown', () => {
  it('holds each of its demos’ TypeScript source, fenced as tsx', async () => {
    const { markdown } = await site.pageMarkdown('/material-ui/react-button');
    const demos = demosOf('src/products/material-ui/react-button.mdx');
    expect(demos.length).toBeGreaterThanOrEqual(3);
    for (const name of demos) {
      const source = readFileSync(
        join(root, `src/products/material-ui/demos/${name}.tsx`),
        'utf8',
      ).trimEnd();
      expect(markdown).toContain(`\`\`\`tsx\n${source}\n\`\`\``);
    }
  });

  it('holds Button’s props table: variant with its type and default', async () => {
    const { markdown } = await site.pageMarkdown('/material-ui/react-button');
    expect(markdown).toContain('| Name | Type | Default | Description |');
    const variant = markdown.split('\n').find((line) => line.startsWith('| `variant`'));
    expect(variant).toContain("'text' \\| 'outlined' \\| 'contained'");
    expect(variant).toContain("| `'text'` |");
    expect(markdown).toContain('[Button API](https://docs.example.com/material-ui/api/button.md)');
  });

  it('starts with its title and the version it documents, and has no HTML or JSX', async () => {
    const { markdown } = await site.pageMarkdown('/material-ui/react-button');
    expect(markdown.startsWith('# Button\n\n> Material UI v6.1.1 documentation.')).toBe(true);
    expect(markdown).toContain('```tsx\nimport Button from');
    expect(markdown).not.toMatch(/<(div|script|nav|Demo)\b/);
  });
});

describe('the Button API page as Markdown', () => {
  it('has what the HTML page has: the imports, props and CSS classes', async () => {
    const { markdown, title } = await site.pageMarkdown('/material-ui/api/button');
    expect(title).toBe('Button API');
    expect(markdown).toContain(
      "```tsx\nimport Button from '@mui/material/Button';\n// or\nimport { Button } from '@mui/material';\n```",
    );
    expect(markdown).toMatch(/^\| `variant` \| `.*'text' \\\| 'outlined'.*\| `'text'` \|/m);
    expect(markdown).toContain('## CSS classes');
    expect(markdown).toMatch(/^\| `.Mui-disabled` \| `disabled` \| .+ \|$/m);
    // Button has no slots; its Markdown has no empty section for them.
    expect(markdown).not.toContain('## Slots');
    // Every link works once pasted elsewhere; the index for AI tools is named at the top.
    expect(markdown).not.toMatch(/\]\(\/[^/]/);
    expect(markdown).toContain('(https://docs.example.com/material-ui/llms.txt)');
  });

  it('lists the slots of a component that has some', async () => {
    const { markdown } = await site.pageMarkdown('/material-ui/api/alert');
    expect(markdown).toContain('## Slots');
    expect(markdown).toMatch(/^\| `closeButton` \| `IconButton` \| .+ \|$/m);
  });
});

describe('every page', () => {
  it(
    'has Markdown under the size limit, and the llms.txt files list them all',
    { timeout: 120_000 },
    async () => {
      const paths = ['/', ...allPagePaths()];
      const pages = await Promise.all(paths.map((path) => site.pageMarkdown(path)));
      for (const page of pages) expect(page.markdown.length).toBeLessThan(MARKDOWN_MAX_CHARS);
      const files = site.llmsFiles(pages);
      const root = files.find((file) => file.path === '/llms.txt')!.content;
      expect(root).toMatch(/^# docshell\n\n> /);
      expect(root).toContain('Material UI v6.1.1');
      const material = files.find((file) => file.path === '/material-ui/llms.txt')!.content;
      expect(material).toContain('Version documented: Material UI v6.1.1');
      expect(material).toContain(
        '- [Button](https://docs.example.com/material-ui/react-button.md): Buttons let people',
      );
      for (const file of files.filter((f) => f.path.endsWith('/llms.txt')))
        expect(file.content.length).toBeLessThan(MARKDOWN_MAX_CHARS);
    },
  );
});

it('reads demos from every product folder that has them', () => {
  expect(readdirSync(join(root, 'src/products/material-ui/demos')).length).toBeGreaterThan(0);
});

describe('the versions page as Markdown', () => {
  it('lists MUI X at the version its demos run, and says why', async () => {
    const { markdown } = await site.pageMarkdown('/versions');
    expect(markdown).toContain('| MUI X | `v7.26.0` | this site |');
    expect(markdown).toMatch(/MUI X: These docs were planned for MUI X v7\.18\.0\./);
  });
});
