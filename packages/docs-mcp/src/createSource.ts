import { createFolderSource } from './createFolderSource.js';
import type { FolderSourceOptions } from './createFolderSource.js';
import { createUrlSource } from './createUrlSource.js';
import type { UrlSourceOptions } from './createUrlSource.js';
import type { DocsSource } from './DocsSource.js';

/** Whether a source string is a site URL rather than a folder. */
const isUrlSource = (source: string) => /^https?:\/\//i.test(source.trim());

/** A URL source for `http(s)://…`, else a folder source for the path. */
export function createSource(
  source: string,
  options: FolderSourceOptions & UrlSourceOptions = {},
): DocsSource {
  return isUrlSource(source)
    ? createUrlSource(source.trim(), options)
    : createFolderSource(source, options);
}
