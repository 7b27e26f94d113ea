import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revealAnchor } from './revealAnchor';
import { PAGE_PATH_ATTRIBUTE } from './searchConfig';

function renderPage(path: string, headings: string[]) {
  const article = document.createElement('article');
  article.setAttribute(PAGE_PATH_ATTRIBUTE, path);
  article.innerHTML = `<h1>Title</h1>${headings.map((id) => `<h2 id="${id}">${id}</h2>`).join('')}`;
  document.body.replaceChildren(article);
  return article;
}

beforeEach(() => {
  document.body.replaceChildren();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('revealAnchor', () => {
  it('scrolls to and focuses a heading that is already on the page', () => {
    renderPage('/material-ui/react-button', ['sizes']);
    const scrollTo = vi.fn();
    revealAnchor('/material-ui/react-button', 'sizes', { scrollTo });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(document.getElementById('sizes'));
    expect(document.getElementById('sizes')).toHaveAttribute('tabindex', '-1');
  });

  it('waits for the new page instead of using the same id on the page still shown', async () => {
    renderPage('/joy-ui/react-button', ['sizes']);
    const scrollTo = vi.fn();
    revealAnchor('/material-ui/react-button', 'sizes', { scrollTo });
    expect(scrollTo).not.toHaveBeenCalled();
    const next = renderPage('/material-ui/react-button', ['sizes']);
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    expect(document.activeElement).toBe(next.querySelector('#sizes'));
  });

  it('focuses the page title when the result has no anchor', () => {
    renderPage('/system/spacing', []);
    revealAnchor('/system/spacing', '', { scrollTo: vi.fn() });
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('gives up quietly when the heading never appears', async () => {
    vi.useFakeTimers();
    const scrollTo = vi.fn();
    revealAnchor('/system/spacing', 'missing', { scrollTo, timeoutMs: 100 });
    vi.advanceTimersByTime(100);
    renderPage('/system/spacing', ['missing']);
    await Promise.resolve();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops waiting when cancelled', async () => {
    const scrollTo = vi.fn();
    const stop = revealAnchor('/system/spacing', 'scale', { scrollTo });
    stop();
    renderPage('/system/spacing', ['scale']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
