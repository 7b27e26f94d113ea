import { deferredModule } from '../shell/deferredModule';

// The home page (its cards and grid) is its own chunk: no documentation page pays for it, and the
// home page itself loads it after the shell is interactive (src/AppRoutes.tsx).
const homePage = deferredModule(() => import('./HomePage').then((module) => module.HomePage));

export const loadHomePage = homePage.load;
export const loadedHomePage = homePage.loaded;
export const homePageAfterHydration = homePage.afterHydration;
