import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachCodeCopy, type DetachCodeCopy } from './attachCodeCopy.js';
import { COPY_TRIGGER_ATTRIBUTE } from './constants.js';

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

// Two blocks with plain buttons that record how they were clicked.
function mountPage() {
  document.body.innerHTML = `
    <input aria-label="search" value="find me" />
    <main>
      <p id="prose">Some prose</p>
      <div data-code-block data-code-label="install">
        <pre tabindex="0">npm install</pre><button data-code-copy-button>Copy</button>
      </div>
      <div data-code-block>
        <pre tabindex="0">npm test</pre><button data-code-copy-button>Copy</button>
      </div>
    </main>`;
  const root = document.querySelector('main')!;
  const [first, second] = Array.from(root.querySelectorAll<HTMLElement>('[data-code-block]'));
  const clicks: Array<{ block: string; trigger: string | null }> = [];
  root.querySelectorAll('button').forEach((button) =>
    button.addEventListener('click', () =>
      clicks.push({
        block: button.previousElementSibling!.textContent!,
        trigger: button.getAttribute(COPY_TRIGGER_ATTRIBUTE),
      }),
    ),
  );
  return { root, first: first!, second: second!, clicks };
}

function pressCopy(init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', {
    key: 'c',
    code: 'KeyC',
    ctrlKey: true,
    bubbles: true,
    cancelable: true,
    ...init,
  });
  document.dispatchEvent(event);
}

function hover(element: Element) {
  element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
}

describe('attachCodeCopy', () => {
  let detach: DetachCodeCopy | undefined;

  beforeEach(() => {
    detach = undefined;
  });

  afterEach(() => {
    detach?.();
    setClipboard(undefined);
    document.getSelection()?.removeAllRanges();
    document.body.innerHTML = '';
  });

  it('clicks the hovered block’s button on Ctrl+C, marked as a keyboard copy', () => {
    const { root, second, clicks } = mountPage();
    detach = attachCodeCopy(root, { isMac: false });
    hover(second.querySelector('pre')!);
    pressCopy();
    expect(clicks).toEqual([{ block: 'npm test', trigger: 'keyboard' }]);
    // The marker is gone again, so a later mouse click counts as a click.
    expect(second.querySelector('button')!.hasAttribute(COPY_TRIGGER_ATTRIBUTE)).toBe(false);
  });

  it('copies the focused block', () => {
    const { root, first, clicks } = mountPage();
    detach = attachCodeCopy(root, { isMac: false });
    first.querySelector('pre')!.focus();
    pressCopy();
    expect(clicks).toEqual([{ block: 'npm install', trigger: 'keyboard' }]);
  });

  it('does nothing when no block is hovered or focused', () => {
    const { root, clicks } = mountPage();
    detach = attachCodeCopy(root, { isMac: false });
    hover(root.querySelector('#prose')!);
    pressCopy();
    expect(clicks).toEqual([]);
  });

  it('forgets a block once the mouse leaves it and focus moves away', () => {
    const { root, first, clicks } = mountPage();
    detach = attachCodeCopy(root, { isMac: false });
    const pre = first.querySelector('pre')!;
    hover(pre);
    pre.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    pre.focus();
    document.querySelector('input')!.focus();
    pressCopy();
    expect(clicks).toEqual([]);
  });

  it('leaves a page selection to the browser', () => {
    const { root, first, clicks } = mountPage();
    detach = attachCodeCopy(root, { isMac: false });
    const range = document.createRange();
    range.selectNodeContents(root.querySelector('#prose')!);
    document.getSelection()!.addRange(range);
    hover(first);
    pressCopy();
    expect(clicks).toEqual([]);
  });

  it('leaves a selection inside a focused input to the browser', () => {
    const { root, first, clicks } = mountPage();
    detach = attachCodeCopy(root, { isMac: false });
    hover(first);
    const input = document.querySelector('input')!;
    input.focus();
    input.setSelectionRange(0, 4);
    pressCopy();
    expect(clicks).toEqual([]);
    // A caret without a selection does not block the shortcut.
    input.setSelectionRange(2, 2);
    pressCopy();
    expect(clicks).toHaveLength(1);
  });

  it('ignores Shift and Alt, and uses ⌘ on a Mac', () => {
    const { root, first, clicks } = mountPage();
    detach = attachCodeCopy(root, { isMac: true });
    hover(first);
    pressCopy();
    pressCopy({ ctrlKey: false, metaKey: true, shiftKey: true });
    pressCopy({ ctrlKey: false, metaKey: true, altKey: true });
    expect(clicks).toEqual([]);
    pressCopy({ ctrlKey: false, metaKey: true });
    expect(clicks).toEqual([{ block: 'npm install', trigger: 'keyboard' }]);
  });

  it('works for blocks rendered after attaching', () => {
    document.body.innerHTML = '<main></main>';
    const root = document.querySelector('main')!;
    detach = attachCodeCopy(root, { isMac: false });
    root.innerHTML =
      '<div data-code-block><pre>late</pre><button data-code-copy-button></button></div>';
    const onClick = vi.fn();
    root.querySelector('button')!.addEventListener('click', onClick);
    hover(root.querySelector('pre')!);
    pressCopy();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores a hovered block that was removed from the page', () => {
    const { root, first, clicks } = mountPage();
    detach = attachCodeCopy(root, { isMac: false });
    hover(first);
    first.remove();
    pressCopy();
    expect(clicks).toEqual([]);
  });

  it('leaves no listeners behind after detach', () => {
    const { root, first, clicks } = mountPage();
    const added: unknown[][] = [];
    const removed: unknown[][] = [];
    const track = (target: EventTarget) => {
      const add = target.addEventListener.bind(target);
      const remove = target.removeEventListener.bind(target);
      vi.spyOn(target, 'addEventListener').mockImplementation((...args) => {
        added.push([target, args[0], args[1]]);
        add(...args);
      });
      vi.spyOn(target, 'removeEventListener').mockImplementation((...args) => {
        removed.push([target, args[0], args[1]]);
        remove(...args);
      });
    };
    track(root);
    track(document);
    const detachNow = attachCodeCopy(root, { isMac: false });
    expect(added.length).toBeGreaterThan(0);
    detachNow();
    expect(removed).toEqual(added);

    // And behaviour agrees: hovering and pressing the shortcut after detach does nothing.
    hover(first);
    pressCopy();
    expect(clicks).toEqual([]);
  });

  it('re-attaching per route tracks only the new page', () => {
    const { root, clicks } = mountPage();
    const detachFirst = attachCodeCopy(root, { isMac: false });
    detachFirst();
    detach = attachCodeCopy(root, { isMac: false });
    hover(root.querySelector('pre')!);
    pressCopy();
    // One click, not one per attachment.
    expect(clicks).toHaveLength(1);
  });

  it('accepts plain <pre> elements as blocks and copies them itself when there is no button', async () => {
    document.body.innerHTML = '<main><pre>echo hi</pre></main>';
    const root = document.querySelector('main')!;
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const sendEvent = vi.fn();
    detach = attachCodeCopy(root, { blockSelector: 'pre', isMac: false, analytics: { sendEvent } });
    hover(root.querySelector('pre')!);
    pressCopy();
    await vi.waitFor(() => expect(sendEvent).toHaveBeenCalled());
    expect(writeText).toHaveBeenCalledWith('echo hi');
    expect(sendEvent).toHaveBeenCalledWith('copy', {
      eventAction: 'keyboard',
      eventLabel: window.location.pathname,
    });
  });

  it('sends no event when a button-less copy fails', async () => {
    document.body.innerHTML = '<main><pre>echo hi</pre></main>';
    const root = document.querySelector('main')!;
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    setClipboard({ writeText });
    const sendEvent = vi.fn();
    detach = attachCodeCopy(root, { blockSelector: 'pre', isMac: false, analytics: { sendEvent } });
    hover(root.querySelector('pre')!);
    pressCopy();
    await vi.waitFor(() => expect(writeText).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sendEvent).not.toHaveBeenCalled();
  });
});
