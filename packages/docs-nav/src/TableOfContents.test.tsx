import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TocHeading } from './extractHeadings.js';
import { TableOfContents } from './TableOfContents.js';
import { TOC_CLICK_PAUSE_MS, TOC_SCROLL_THROTTLE_MS } from './tocScrollSpy.js';

const headings: TocHeading[] = [
  { id: 'basic-button', text: 'Basic button', level: 2 },
  { id: 'text-button', text: 'Text button', level: 3 },
  { id: 'sizes', text: 'Sizes', level: 2 },
  { id: 'api', text: 'API', level: 2 },
];
/** Where each heading sits in the document, in px. */
const documentTop: Record<string, number> = {
  'basic-button': 300,
  'text-button': 700,
  sizes: 1500,
  api: 2400,
};

function Page() {
  return (
    <>
      {headings.map((heading) => (
        <h2 key={heading.id} id={heading.id}>
          {heading.text}
        </h2>
      ))}
      <TableOfContents headings={headings} />
    </>
  );
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

const item = (name: string) => screen.getByRole('link', { name });

describe('TableOfContents', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollY = 0;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      return DOMRect.fromRect({
        y: (documentTop[this.id] ?? 0) - window.scrollY,
        height: 40,
        width: 600,
      });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a nav labelled "Page table of contents" with the heading "Contents" and nested items', () => {
    render(<Page />);
    const nav = screen.getByRole('navigation', { name: 'Page table of contents' });
    expect(screen.getByRole('heading', { name: 'Contents' })).toBeInTheDocument();
    expect(nav.querySelectorAll(':scope > ul > li')).toHaveLength(3);
    expect(item('Text button').closest('ul')?.closest('li')?.firstElementChild).toBe(
      item('Basic button'),
    );
    expect(item('Sizes')).toHaveAttribute('href', '#sizes');
  });

  it('marks nothing near the top and follows the reader, throttled', () => {
    render(<Page />);
    expect(document.querySelector('[aria-current]')).toBeNull();

    act(() => vi.advanceTimersByTime(TOC_SCROLL_THROTTLE_MS));
    scrollTo(900);
    expect(item('Text button')).toHaveAttribute('aria-current', 'location');

    // A second scroll within 166 ms waits for the end of the window.
    scrollTo(1500);
    expect(item('Text button')).toHaveAttribute('aria-current', 'location');
    act(() => vi.advanceTimersByTime(TOC_SCROLL_THROTTLE_MS));
    expect(item('Sizes')).toHaveAttribute('aria-current', 'location');
    expect(item('Text button')).not.toHaveAttribute('aria-current');

    act(() => vi.advanceTimersByTime(TOC_SCROLL_THROTTLE_MS));
    scrollTo(100);
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('activates a clicked item at once and ignores scrolling for a second', () => {
    render(<Page />);
    act(() => vi.advanceTimersByTime(TOC_SCROLL_THROTTLE_MS));
    fireEvent.click(item('API'));
    expect(item('API')).toHaveAttribute('aria-current', 'location');

    scrollTo(900);
    act(() => vi.advanceTimersByTime(TOC_SCROLL_THROTTLE_MS));
    expect(item('API')).toHaveAttribute('aria-current', 'location');

    act(() => vi.advanceTimersByTime(TOC_CLICK_PAUSE_MS));
    scrollTo(900);
    expect(item('Text button')).toHaveAttribute('aria-current', 'location');
  });

  it('renders nothing without headings and uses given labels', () => {
    const { container, rerender } = render(<TableOfContents headings={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(
      <TableOfContents
        headings={headings}
        labels={{ tableOfContents: 'Sur cette page', contents: 'Sommaire' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Sur cette page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sommaire' })).toBeInTheDocument();
  });
});
