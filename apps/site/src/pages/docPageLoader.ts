import { deferredModule } from '../shell/deferredModule';

// The documentation page around the content (table of contents, code copying, feedback, previous
// and next links) is its own chunk, loaded after the shell is interactive (src/AppRoutes.tsx).
const docPage = deferredModule(() => import('./DocPage').then((module) => module.DocPage));

export const loadDocPage = docPage.load;
export const loadedDocPage = docPage.loaded;
export const docPageAfterHydration = docPage.afterHydration;
