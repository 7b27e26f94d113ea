export { createDocsMcpServer, DOCS_MCP_VERSION } from './createDocsMcpServer.js';
export type { DocsMcpServerOptions } from './createDocsMcpServer.js';
export { createSource, isUrlSource } from './createSource.js';
export { createFolderSource } from './createFolderSource.js';
export type { FolderSourceOptions } from './createFolderSource.js';
export { createUrlSource, siteOriginOf } from './createUrlSource.js';
export type { UrlSourceOptions } from './createUrlSource.js';
export type { DocsSource } from './DocsSource.js';
export { DocsCatalog, componentKey } from './DocsCatalog.js';
export type { DocsPage, DocsProduct, DocsSiteInfo, LoadedPage } from './DocsCatalog.js';
export { createSiteSearch } from './createSiteSearch.js';
export type { SiteSearch } from './createSiteSearch.js';
export { buildSearchIndex, makeSnippet, queryTerms, searchPages } from './searchIndex.js';
export type { IndexedPage, SearchHit, SearchIndex } from './searchIndex.js';
export { parseLlmsTxt } from './parseLlmsTxt.js';
export type { LlmsLink, LlmsTxt } from './parseLlmsTxt.js';
export { checkSitePath, toMarkdownPath } from './sitePath.js';
export { DocsError, isDocsError } from './errors.js';
export type { DocsErrorKind } from './errors.js';
export {
  DEFAULT_RESULTS,
  MAX_FILE_BYTES,
  MAX_PATH_CHARS,
  MAX_QUERY_CHARS,
  MAX_RESULTS,
  ROOT_LLMS_TXT,
  SERVER_NAME,
} from './constants.js';
