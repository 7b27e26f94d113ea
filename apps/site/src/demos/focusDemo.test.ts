import { describe, expect, it } from 'vitest';
import { focusDemo } from './focusDemo';

function preview(html: string): HTMLElement {
  const element = document.createElement('div');
  element.tabIndex = -1;
  element.innerHTML = html;
  document.body.replaceChildren(element);
  return element;
}

describe('focusDemo', () => {
  it('focuses the first control that can take focus', () => {
    const demo = preview(
      '<span>text</span><button disabled>off</button><div aria-hidden="true"><a href="#a">hidden</a></div><input type="hidden"><button id="first">on</button><a href="#b">link</a>',
    );
    focusDemo(demo);
    expect(document.activeElement?.id).toBe('first');
  });

  it('focuses the preview itself when the demo has no control', () => {
    const demo = preview('<p>Only text</p>');
    focusDemo(demo);
    expect(document.activeElement).toBe(demo);
  });
});
