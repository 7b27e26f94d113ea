'use client';

import { useEffect, useLayoutEffect } from 'react';

/** Layout effect in the browser (runs before paint); plain effect on the server, where it is skipped silently. */
export const useIsomorphicLayoutEffect =
  typeof document === 'undefined' ? useEffect : useLayoutEffect;
