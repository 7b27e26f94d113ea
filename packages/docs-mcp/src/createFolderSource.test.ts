import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SITE } from './__fixtures__/serveFixture.js';
import { createFolderSource } from './createFolderSource.js';

const OUTSIDE = new URL('./__fixtures__/outside.md', import.meta.url).pathname;

describe('createFolderSource', () => {
  const source = createFolderSource(FIXTURE_SITE);

  it('reads Markdown and llms.txt files by site path', async () => {
    expect(await source.readText('/llms.txt')).toMatch(/^# Acme Docs\n/);
    expect(await source.readText('/ui/react-button.md')).toMatch(/^# Button\n/);
    expect(source.origin).toBeNull();
    expect(source.label).toBe('site');
  });

  it('says not found for a missing file or a folder', async () => {
    await expect(source.readText('/ui/react-nothing.md')).rejects.toMatchObject({
      kind: 'not-found',
      message: '[docs-mcp] No file /ui/react-nothing.md in the site.',
    });
    await expect(source.readText('/ui.md')).rejects.toMatchObject({ kind: 'not-found' });
  });

  it.each([
    '/../outside.md',
    '/ui/../../outside.md',
    '/%2e%2e/outside.md',
    '/..%2foutside.md',
    '/ui\\..\\..\\outside.md',
    'ui/react-button.md',
    '//outside.md',
    `/${OUTSIDE}`,
    '/ui/react-button.md\u0000',
  ])('refuses %s, never reading outside the folder', async (path) => {
    await expect(source.readText(path)).rejects.toMatchObject({ kind: 'refused' });
  });

  it('reads an absolute path of this machine as a path inside the site', async () => {
    await expect(source.readText(OUTSIDE)).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('reads no file but Markdown and text', async () => {
    await expect(source.readText('/secret.json')).rejects.toThrow(/only \.md and \.txt/);
  });

  it('says so when the folder does not exist', () => {
    expect(() => createFolderSource('/no/such/folder')).toThrow(
      /No folder at "\/no\/such\/folder"/,
    );
  });

  describe('with symlinks and large files', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'docs-mcp-folder-'));
      cpSync(FIXTURE_SITE, join(dir, 'site'), { recursive: true });
      symlinkSync(OUTSIDE, join(dir, 'site/ui/escape.md'));
      writeFileSync(join(dir, 'beside.md'), '# Beside the site\n');
      symlinkSync(dir, join(dir, 'site/up'));
      symlinkSync(join(dir, 'site/ui/react-button.md'), join(dir, 'site/ui/alias.md'));
      writeFileSync(join(dir, 'site/ui/large.md'), `# Large\n\n${'x'.repeat(2000)}\n`);
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('refuses a symlink that leads out of the folder, file or folder', async () => {
      const linked = createFolderSource(join(dir, 'site'));
      await expect(linked.readText('/ui/escape.md')).rejects.toThrow(/links outside the site/);
      await expect(linked.readText('/up/beside.md')).rejects.toMatchObject({ kind: 'refused' });
      // Through the same link back into the folder is still inside it.
      expect(await linked.readText('/up/site/ui/react-button.md')).toMatch(/^# Button/);
    });

    it('follows a symlink that stays inside', async () => {
      const linked = createFolderSource(join(dir, 'site'));
      expect(await linked.readText('/ui/alias.md')).toMatch(/^# Button/);
    });

    it('does not hang on a FIFO named like a page', async () => {
      execFileSync('mkfifo', [join(dir, 'site/ui/pipe.md')]);
      const linked = createFolderSource(join(dir, 'site'));
      await expect(linked.readText('/ui/pipe.md')).rejects.toMatchObject({ kind: 'not-found' });
    });

    it('refuses a file over the size limit', async () => {
      const small = createFolderSource(join(dir, 'site'), { maxFileBytes: 1000 });
      await expect(small.readText('/ui/large.md')).rejects.toThrow(
        /Refused \/ui\/large\.md: 2010 bytes, over the 1000-byte limit/,
      );
      expect(await small.readText('/ui/api/button.md')).toContain('# Button API');
    });
  });
});
