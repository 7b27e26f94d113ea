// @vitest-environment node
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { remarkGfmWithoutAutolinks } from './remarkGfmWithoutAutolinks';

async function compiled(source: string, withPlugin = true) {
  const file = await compile(source, {
    remarkPlugins: withPlugin ? [remarkGfmWithoutAutolinks] : [],
  });
  return String(file.value);
}

describe('remarkGfmWithoutAutolinks', () => {
  it('parses tables', async () => {
    const source = '| Prop | Type |\n| --- | :-: |\n| `size` | string |\n';
    expect(await compiled(source, false)).not.toContain('_components.table');
    const code = await compiled(source);
    expect(code).toContain('_components.table');
    expect(code).toContain('_components.th');
    expect(code).toMatch(/textAlign: "center"/);
  });

  it('parses strikethrough, task lists and footnotes', async () => {
    const code = await compiled(
      'A ~~removed~~ prop.\n\n- [x] done\n- [ ] to do\n\nSee the note.[^1]\n\n[^1]: The note.\n',
    );
    expect(code).toContain('_components.del');
    expect(code).toContain('type: "checkbox"');
    expect(code).toContain('checked: true');
    expect(code).toContain('"data-footnote-ref": true');
    expect(code).toContain('id: "user-content-fn-1"');
  });

  it('leaves a bare address as text, and a Markdown link a link', async () => {
    const code = await compiled(
      'Open https://example.com/a or www.example.org, or write to help@example.com.\n\n[The guide](https://example.com/guide)\n',
    );
    expect(code).toContain(
      'Open https://example.com/a or www.example.org, or write to help@example.com.',
    );
    expect(code).not.toContain('href: "https://example.com/a"');
    expect(code).not.toContain('mailto:');
    expect(code).toContain('href: "https://example.com/guide"');
  });
});
