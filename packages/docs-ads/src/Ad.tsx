'use client';

import { useAnalytics } from '@docshell/docs-analytics';
import { Box } from '@mui/material';
import { lazy, Suspense, useCallback, useState } from 'react';
import { AdErrorBoundary } from './AdErrorBoundary.js';
import {
  AD_EVENT_ACTIONS,
  AD_EVENT_NAME,
  AD_MARGIN_Y,
  AD_ROOT_CLASS,
  AD_SLOT_HEIGHT_SM,
  AD_SLOT_HEIGHT_XS,
} from './constants.js';
import { useIsClient } from './useIsClient.js';

// Its own chunk: the page is interactive before any of the ad logic has downloaded.
const AdSlotContent = /* @__PURE__ */ lazy(() =>
  import('./AdSlotContent.js').then((module) => ({ default: module.AdSlotContent })),
);

/**
 * The slot's fixed size. Height equals min-height at each breakpoint, so nothing that loads
 * (or fails to) can move the content below: layout shift stays 0.
 */
const rootSx = {
  my: AD_MARGIN_Y,
  position: 'relative',
  overflow: 'hidden',
  height: { xs: AD_SLOT_HEIGHT_XS, sm: AD_SLOT_HEIGHT_SM },
  minHeight: { xs: AD_SLOT_HEIGHT_XS, sm: AD_SLOT_HEIGHT_SM },
} as const;

/**
 * The sponsor slot. Renders an empty slot of fixed height on the server and during hydration;
 * then, in the browser, loads the code that picks the network's ad, an in-house ad or the
 * "please allow ads" message (bots get none). Needs AdProvider and DocsProvider above it.
 */
export function Ad() {
  const analytics = useAnalytics();
  const isClient = useIsClient();
  const [label, setLabel] = useState<string | null>(null);
  // A crash of the ad's content, or of loading its code (a chunk a deploy removed, a lost
  // connection): the slot stays empty and the page carries on.
  const onCrash = useCallback(
    (crashLabel: string) =>
      analytics.sendEvent(AD_EVENT_NAME, {
        eventAction: AD_EVENT_ACTIONS.crash,
        eventLabel: crashLabel,
      }),
    [analytics],
  );
  return (
    <Box
      className={AD_ROOT_CLASS}
      data-ga-event-category={AD_EVENT_NAME}
      data-ga-event-action={AD_EVENT_ACTIONS.click}
      data-ga-event-label={label ?? undefined}
      sx={rootSx}
    >
      {isClient ? (
        <AdErrorBoundary label={label} onCrash={onCrash}>
          <Suspense fallback={null}>
            <AdSlotContent onLabel={setLabel} onCrash={onCrash} />
          </Suspense>
        </AdErrorBoundary>
      ) : null}
    </Box>
  );
}
