'use client';

import { useId } from 'react';
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
}

/**
 * An unstyled, non-modal consent prompt: a labelled region with two buttons. It renders only
 * when the consent store says a prompt is needed (consent required, no choice yet, Do Not Track
 * off), never during server rendering, and it never takes focus away from the page.
 */
export function ConsentPrompt({ labels, className = 'docs-consent' }: ConsentPromptProps) {
  const { needsPrompt, setConsent } = useAnalyticsConsent();
  const titleId = useId();
  const descriptionId = useId();
  if (!needsPrompt) return null;
  return (
    <section className={className} aria-labelledby={titleId} aria-describedby={descriptionId}>
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
