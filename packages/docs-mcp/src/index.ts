// What a program embedding the server needs: the server, its sources, the catalog and search over
// them, the llms.txt parser, the path rules and the errors. Limits are in `./testing`.
export { createDocsMcpServer } from './createDocsMcpServer.js';
export type { DocsMcpServerOptions } from './createDocsMcpServer.js';
export { createSource } from './createSource.js';
export { createFolderSource } from './createFolderSource.js';
export type { FolderSourceOptions } from './createFolderSource.js';
export { createUrlSource } from './createUrlSource.js';
export type { UrlSourceOptions } from './createUrlSource.js';
export type { DocsSource } from './DocsSource.js';
export { DocsCatalog } from './DocsCatalog.js';
export type { DocsPage, DocsProduct, DocsSiteInfo, LoadedPage } from './DocsCatalog.js';
export { createSiteSearch } from './createSiteSearch.js';
export type { SiteSearch } from './createSiteSearch.js';
export type { SearchHit } from './searchIndex.js';
export { parseLlmsTxt } from './parseLlmsTxt.js';
export type { LlmsLink, LlmsTxt } from './parseLlmsTxt.js';
export { checkSitePath, toMarkdownPath } from './sitePath.js';
export { DocsError, isDocsError } from './errors.js';
export type { DocsErrorKind } from './errors.js';
