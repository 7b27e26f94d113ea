import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoProject } from './demoProject';
import { downloadZip, REVOKE_URL_DELAY_MS, zipProject } from './demoZip';

const project = demoProject({
  name: 'AppBarBasic',
  title: 'App Bar – AppBarBasic',
  language: 'TS',
  code: "import classes from './AppBarBasic.module.css';\n\nexport default function AppBarBasic() {\n  return <p className={classes.root}>é 👋</p>;\n}\n",
  stylesheet: { fileName: 'AppBarBasic.module.css', code: '.root {\n  flex-grow: 1;\n}\n' },
  styling: 'CSS',
  versions: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    vite: '8.3.8',
    '@vitejs/plugin-react': '6.3.0',
    typescript: '5.9.3',
    '@types/react': '19.3.0',
    '@types/react-dom': '19.3.0',
  },
});

describe('zipProject', () => {
  it('holds every file, byte for byte, under a folder named like the package', () => {
    const entries = unzipSync(zipProject(project));
    expect(Object.keys(entries).sort()).toEqual(
      Object.keys(project.files)
        .map((path) => `app-bar-basic/${path}`)
        .sort(),
    );
    for (const [path, text] of Object.entries(project.files)) {
      expect(strFromU8(entries[`app-bar-basic/${path}`]!), path).toBe(text);
    }
  });
});

describe('downloadZip', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    vi.useRealTimers();
  });

  it('clicks a temporary download link to a zip blob, and revokes its URL after', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:https://docs.example/zip';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: { href: string; download: string; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download, inPage: this.isConnected });
    });
    const bytes = zipProject(project);

    downloadZip(document, 'AppBarBasic.zip', bytes);

    expect(clicks).toEqual([
      { href: 'blob:https://docs.example/zip', download: 'AppBarBasic.zip', inPage: true },
    ]);
    expect(document.querySelector('a')).toBeNull();
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('application/zip');
    expect(new Uint8Array(await blobs[0]!.arrayBuffer())).toEqual(bytes);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_URL_DELAY_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:https://docs.example/zip');
  });
});
