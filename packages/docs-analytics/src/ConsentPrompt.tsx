'use client';

import { useId, useSyncExternalStore } from 'react';
import { CONSENT_PRERENDERED_ATTRIBUTE } from './constants.js';
import { useAnalyticsConsent } from './useAnalyticsConsent.js';

export interface ConsentPromptLabels {
  title: string;
  description: string;
  allow: string;
  deny: string;
}

export interface ConsentPromptProps {
  /** The visible words, usually from the site's translations (`consent.*` in docs-i18n). */
  labels: ConsentPromptLabels;
  /** Root class; parts get `<className>-title`, `-description`, `-actions`, `-allow`, `-deny`. */
  className?: string;
  /**
   * Render the prompt on the server and while hydrating too, marked `data-prerendered`, for a
   * site that shows it from the first paint: its CSS hides the marked prompt unless <html> has
   * `data-docs-consent="ask"`, which getConsentPromptScript() sets before the first paint when a
   * choice is needed. Once hydrated, the prompt follows the consent store as without it.
   */
  prerender?: boolean;
}

// True once hydrated, false on the server and while hydrating: a stable store with no changes.
const subscribeNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * An unstyled, non-modal consent prompt: a labelled region with two buttons. It renders only
 * when the consent store says a prompt is needed (consent required, no choice yet, Do Not Track
 * off), never during server rendering unless `prerender` is set, and it never takes focus away
 * from the page.
 */
export function ConsentPrompt({
  labels,
  className = 'docs-consent',
  prerender = false,
}: ConsentPromptProps) {
  const { needsPrompt, setConsent } = useAnalyticsConsent();
  const hydrated = useSyncExternalStore(subscribeNothing, inBrowser, onServer);
  const titleId = useId();
  const descriptionId = useId();
  const prerendered = prerender && !hydrated;
  if (!needsPrompt && !prerendered) return null;
  return (
    <section
      className={className}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      {...(prerendered ? { [CONSENT_PRERENDERED_ATTRIBUTE]: '' } : {})}
    >
      <h2 id={titleId} className={`${className}-title`}>
        {labels.title}
      </h2>
      <p id={descriptionId} className={`${className}-description`}>
        {labels.description}
      </p>
      <div className={`${className}-actions`}>
        <button
          type="button"
          className={`${className}-deny`}
          onClick={() => setConsent('essential')}
        >
          {labels.deny}
        </button>
        <button
          type="button"
          className={`${className}-allow`}
          onClick={() => setConsent('analytics')}
        >
          {labels.allow}
        </button>
      </div>
    </section>
  );
}
