'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { createThrottle } from './createThrottle.js';
import {
  getActiveHeadingId,
  TOC_CLICK_PAUSE_MS,
  TOC_SCROLL_THROTTLE_MS,
  type HeadingPosition,
} from './tocScrollSpy.js';

export interface ScrollSpy {
  /** The id of the heading the reader is in, or null near the top of the page. */
  activeId: string | null;
  /** Marks a heading active at once (after a click) and ignores scrolling for a second. */
  activate: (id: string) => void;
}

// Ids travel as one string so the effect re-subscribes only when the list really changes.
const ID_SEPARATOR = '\n';

/**
 * Follows the reader through the headings with these ids: recomputed on scroll (throttled to
 * 166 ms) with `getActiveHeadingId`, using each heading's position in the document.
 */
export function useScrollSpy(ids: readonly string[]): ScrollSpy {
  const [activeId, setActiveId] = useState<string | null>(null);
  const paused = useRef(false);
  const pauseTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const idKey = ids.join(ID_SEPARATOR);

  useEffect(() => {
    const idList = idKey ? idKey.split(ID_SEPARATOR) : [];
    const sync = () => {
      if (paused.current) return;
      const positions: HeadingPosition[] = [];
      for (const id of idList) {
        const element = document.getElementById(id);
        if (element)
          positions.push({ id, top: element.getBoundingClientRect().top + window.scrollY });
      }
      setActiveId(getActiveHeadingId(positions, window.scrollY, window.innerHeight));
    };
    const throttled = createThrottle(sync, TOC_SCROLL_THROTTLE_MS);
    throttled.run();
    window.addEventListener('scroll', throttled.run, { passive: true });
    return () => {
      window.removeEventListener('scroll', throttled.run);
      throttled.cancel();
    };
  }, [idKey]);

  useEffect(
    () => () => {
      if (pauseTimer.current !== null) clearTimeout(pauseTimer.current);
    },
    [],
  );

  const activate = useCallback((id: string) => {
    setActiveId(id);
    paused.current = true;
    if (pauseTimer.current !== null) clearTimeout(pauseTimer.current);
    pauseTimer.current = setTimeout(() => {
      paused.current = false;
      pauseTimer.current = null;
    }, TOC_CLICK_PAUSE_MS);
  }, []);

  return { activeId, activate };
}
