import { useEffect } from 'react';
import { markPageHydrated } from './hydrationState';

/** Renders nothing; placed beside the route's content, it marks when that content first commits. */
export function PageHydrated() {
  useEffect(markPageHydrated, []);
  return null;
}
