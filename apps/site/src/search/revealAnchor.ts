import { PAGE_PATH_ATTRIBUTE, REVEAL_ANCHOR_TIMEOUT_MS } from './searchConfig';

export interface RevealOptions {
  root?: Document;
  timeoutMs?: number;
  /** Scrolls the window; the sticky header's height is already taken off. */
  scrollTo?: (top: number) => void;
}

/** The target once the page for `path` is on screen: the heading `id`, or the page's h1. */
function findTarget(root: Document, path: string, id: string): HTMLElement | null {
  const article = Array.from(root.querySelectorAll<HTMLElement>(`[${PAGE_PATH_ATTRIBUTE}]`)).find(
    (el) => el.getAttribute(PAGE_PATH_ATTRIBUTE) === path,
  );
  if (!article) return null;
  if (!id) return article.querySelector<HTMLElement>('h1') ?? article;
  const target = root.getElementById(id);
  return target && article.contains(target) ? target : null;
}

function reveal(root: Document, target: HTMLElement, scrollTo: (top: number) => void) {
  const view = root.defaultView;
  const header = root.querySelector('header');
  const headerHeight = header ? header.getBoundingClientRect().height : 0;
  const top = target.getBoundingClientRect().top + (view?.scrollY ?? 0) - headerHeight - 8;
  scrollTo(Math.max(0, top));
  // Focus follows the reader to the result, so the next Tab continues from there.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * After a client navigation to a search result, waits until the page for `path` has rendered
 * (the previous page can stay on screen while the next one loads), then scrolls its heading
 * `id` into view below the sticky header and focuses it. Returns a function that stops waiting.
 */
export function revealAnchor(path: string, id: string, options: RevealOptions = {}): () => void {
  const root = options.root ?? document;
  const scrollTo =
    options.scrollTo ?? ((top: number) => root.defaultView?.scrollTo({ top, behavior: 'auto' }));
  const found = findTarget(root, path, id);
  if (found) {
    reveal(root, found, scrollTo);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const target = findTarget(root, path, id);
    if (!target) return;
    stop();
    reveal(root, target, scrollTo);
  });
  const timer = setTimeout(() => stop(), options.timeoutMs ?? REVEAL_ANCHOR_TIMEOUT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [PAGE_PATH_ATTRIBUTE],
  });
  return stop;
}
