import type { AnalyticsClient } from '@docshell/docs-analytics';
import { createContext } from 'react';

/**
 * The analytics client, given by the browser entry around the router: the prerender sends nothing,
 * so on the server there is none.
 */
export const SiteAnalyticsContext = createContext<AnalyticsClient | undefined>(undefined);
