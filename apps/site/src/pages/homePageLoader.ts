import type { ComponentType } from 'react';

// The home page (its cards and grid) is its own chunk: no documentation page pays for it.
// Loaded once, shared by prerender, hydration and client navigation, like the content pages.
let loaded: ComponentType | undefined;
let pending: Promise<ComponentType> | undefined;

export function loadHomePage(): Promise<ComponentType> {
  pending ??= import('./HomePage').then((module) => {
    loaded = module.HomePage;
    return loaded;
  });
  return pending;
}

export function loadedHomePage(): ComponentType | undefined {
  return loaded;
}
