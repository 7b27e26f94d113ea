/**
 * The pre-paint script of a prerendered consent prompt. Inlined at the top of <body> on a site
 * that requires consent, it runs before the first paint and sets `data-docs-consent="ask"` on
 * <html> when the prompt is needed: the same rule as the consent store (no valid stored choice,
 * Do Not Track and Global Privacy Control off). The site's CSS shows the prerendered prompt only
 * then, so a reader who must choose sees it with the page, and one who chose never sees it flash.
 * It swallows every error: blocked storage counts as no choice, as in the store.
 */
import { CONSENT_ASK_ATTRIBUTE, CONSENT_ASK_VALUE, CONSENT_STORAGE_KEY } from './constants.js';

export interface ConsentPromptScriptOptions {
  /** Where the choice is kept; keep it equal to the store's. Default `docs-cookie-consent`. */
  storageKey?: string;
}

/** Keys the script can embed as they are: nothing to escape in a JS string or in HTML. */
const STORAGE_KEY_PATTERN = /^[\w.:-]+$/;

/**
 * The script's source text, minified. The same options always give the same text, so a
 * Content-Security-Policy hash computed at build time stays valid.
 */
export function getConsentPromptScript(options: ConsentPromptScriptOptions = {}): string {
  const { storageKey = CONSENT_STORAGE_KEY } = options;
  if (!STORAGE_KEY_PATTERN.test(storageKey)) {
    throw new Error(
      `[docs-analytics] Invalid storage key ${JSON.stringify(storageKey)} for the consent prompt script: use letters, digits, ".", ":", "_" or "-".`,
    );
  }
  const q = JSON.stringify;
  // o: a privacy signal is on (as isDoNotTrackEnabled), n/w: navigator/window, c: stored choice.
  return (
    `(function(){try{var n=navigator,w=window,c;` +
    `function o(v){return v==="1"||v==="yes"||v===1}` +
    `if(o(n.doNotTrack)||o(n.msDoNotTrack)||n.globalPrivacyControl===true||o(w.doNotTrack))return;` +
    `try{c=localStorage.getItem(${q(storageKey)})}catch(e){}` +
    `if(c==="analytics"||c==="essential")return;` +
    `document.documentElement.setAttribute(${q(CONSENT_ASK_ATTRIBUTE)},${q(CONSENT_ASK_VALUE)})` +
    `}catch(e){}})();`
  );
}
