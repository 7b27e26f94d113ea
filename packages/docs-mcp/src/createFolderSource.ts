import { constants as fsConstants, realpathSync, statSync } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import { basename, isAbsolute, relative, resolve, sep } from 'node:path';
import { MAX_FILE_BYTES } from './constants.js';
import type { DocsSource } from './DocsSource.js';
import { DocsError } from './errors.js';
import { checkReadablePath, quote } from './sitePath.js';

export interface FolderSourceOptions {
  /** Files larger than this are refused (default 4 MB). */
  maxFileBytes?: number;
}

const OPEN_FLAGS = fsConstants.O_RDONLY | fsConstants.O_NOFOLLOW | fsConstants.O_NONBLOCK;

/** Whether `target` is `root` or inside it (both resolved, real paths). */
function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

/**
 * Reads a built docs site from a folder (`apps/site/dist`). Only `.md` and `.txt` files inside
 * the folder are read: a site path is checked, joined to the folder, and its real path (symlinks
 * resolved) must still be inside the folder's real path.
 */
export function createFolderSource(folder: string, options: FolderSourceOptions = {}): DocsSource {
  const maxFileBytes = options.maxFileBytes ?? MAX_FILE_BYTES;
  let root: string;
  try {
    root = realpathSync(resolve(folder));
  } catch {
    throw new DocsError('not-found', `No folder at ${quote(folder, 200)}.`);
  }
  if (!statSync(root).isDirectory())
    throw new DocsError('invalid', `${quote(folder, 200)} is not a folder.`);

  async function readText(sitePath: string): Promise<string> {
    checkReadablePath(sitePath);
    const joined = resolve(root, `.${sitePath}`);
    if (!isInside(root, joined))
      throw new DocsError('refused', `Refused ${quote(sitePath)}: outside the site.`);
    let real: string;
    try {
      real = await realpath(joined);
    } catch {
      throw new DocsError('not-found', `No file ${sitePath} in the site.`);
    }
    if (!isInside(root, real))
      throw new DocsError('refused', `Refused ${quote(sitePath)}: it links outside the site.`);
    let handle;
    try {
      // The real path's last part must not have become a symlink since it was resolved, and a
      // FIFO must not block the read: it opens at once and is then refused as no file.
      handle = await open(real, OPEN_FLAGS);
    } catch {
      throw new DocsError('not-found', `No file ${sitePath} in the site.`);
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw new DocsError('not-found', `No file ${sitePath} in the site.`);
      if (stats.size > maxFileBytes)
        throw new DocsError(
          'refused',
          `Refused ${sitePath}: ${stats.size} bytes, over the ${maxFileBytes}-byte limit.`,
        );
      return await handle.readFile('utf8');
    } finally {
      await handle.close();
    }
  }

  return { label: basename(root) || root, origin: null, readText };
}
