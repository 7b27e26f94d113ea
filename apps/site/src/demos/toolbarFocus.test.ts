import { describe, expect, it } from 'vitest';
import { nextToolbarIndex, setToolbarTabStop, toolbarControls } from './toolbarFocus';

describe('toolbar focus', () => {
  it('moves with the arrow keys, wrapping, and jumps with Home and End', () => {
    expect(nextToolbarIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextToolbarIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextToolbarIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextToolbarIndex('Home', 2, 3)).toBe(0);
    expect(nextToolbarIndex('End', 0, 3)).toBe(2);
    expect(nextToolbarIndex('Enter', 0, 3)).toBeUndefined();
    expect(nextToolbarIndex('ArrowRight', 0, 0)).toBeUndefined();
  });

  it('keeps one control in the tab order, skipping disabled ones', () => {
    const toolbar = document.createElement('div');
    toolbar.innerHTML =
      '<button>a</button><button disabled>b</button><a href="/x">c</a><span>d</span>';
    const controls = toolbarControls(toolbar);
    expect(controls.map((c) => c.textContent)).toEqual(['a', 'c']);
    setToolbarTabStop(controls, 1);
    expect(controls.map((c) => c.tabIndex)).toEqual([-1, 0]);
  });
});
