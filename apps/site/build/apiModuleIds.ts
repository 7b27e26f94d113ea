/**
 * The ids of the virtual modules build/componentApiPlugin.ts serves, shared with the site where
 * it names them (a group's list is imported by its id; the prerender finds a page's data chunk in
 * Vite's manifest under its id).
 */
export const API_GROUP_PREFIX = 'virtual:api-group/';
export const API_LOADERS_PREFIX = 'virtual:api-loaders/';
export const API_PAGE_PREFIX = 'virtual:api-page/';
