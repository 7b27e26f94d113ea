import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';
import { isPageHydrated } from './hydrationState';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * Whether a page renders whole now (`true`), or may show its first part in the navigation's first
 * frame and the rest just after it, as an interruptible transition. Only a link followed to the
 * top of a new page renders in two parts: hydration must match the prerendered HTML, and a
 * `#section` link or back/forward needs the whole page to find its scroll position. A page that
 * cannot be split (`splittable` false) always renders whole, with no second pass.
 */
export function useProgressiveRender(splittable = true): boolean {
  const { hash } = useLocation();
  const navigationType = useNavigationType();
  const [complete, setComplete] = useState(
    () =>
      !splittable || !isPageHydrated() || hash.length > 1 || navigationType === NavigationType.Pop,
  );
  useEffect(() => {
    if (complete) return undefined;
    let cancelled = false;
    void afterNextPaint().then(() => {
      if (!cancelled) startTransition(() => setComplete(true));
    });
    return () => {
      cancelled = true;
    };
  }, [complete]);
  return complete;
}
