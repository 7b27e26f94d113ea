import { EditorView } from '@codemirror/view';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
// The default export: React.lazy loads the module and renders it.
import DemoEditor from './DemoEditor';

const CODE = `import Button from '@mui/material/Button';

// A comment
export default function Demo(): JSX.Element {
  return <Button variant="contained">Go</Button>;
}`;

function viewOf(element: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(element);
  if (!view) throw new Error('no editor view');
  return view;
}

describe('DemoEditor', () => {
  it('shows the code in a labelled multiline textbox', () => {
    render(
      <DemoEditor initialCode={CODE} language="TS" label="Edit the source" onChange={vi.fn()} />,
    );
    const textbox = screen.getByRole('textbox', { name: 'Edit the source' });
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    expect(viewOf(textbox).state.doc.toString()).toBe(CODE);
    expect(textbox).toHaveTextContent("import Button from '@mui/material/Button';");
  });

  it('colours tokens with the site’s code colour classes', () => {
    const { container } = render(
      <DemoEditor initialCode={CODE} language="TS" label="Source" onChange={vi.fn()} />,
    );
    const text = (selector: string) =>
      [...container.querySelectorAll(selector)].map((element) => element.textContent);
    expect(text('.c-token-keyword')).toEqual(
      expect.arrayContaining(['import', 'export', 'return']),
    );
    expect(text('.c-token-string-expression')).toContain("'@mui/material/Button'");
    expect(text('.c-token-comment')).toContain('// A comment');
    expect(text('.c-token-function')).toEqual(expect.arrayContaining(['Demo', 'variant']));
  });

  it('calls onChange with the whole new source after an edit', () => {
    const onChange = vi.fn();
    render(
      <DemoEditor initialCode="const a = 1;" language="JS" label="Source" onChange={onChange} />,
    );
    const view = viewOf(screen.getByRole('textbox'));
    view.dispatch({ changes: { from: view.state.doc.length, insert: '\nconst b = 2;' } });
    expect(onChange).toHaveBeenCalledWith('const a = 1;\nconst b = 2;');
    // A selection change is no edit.
    view.dispatch({ selection: { anchor: 0 } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('undoes with the history keymap', () => {
    const onChange = vi.fn();
    render(<DemoEditor initialCode="a" language="TS" label="Source" onChange={onChange} />);
    const textbox = screen.getByRole('textbox');
    const view = viewOf(textbox);
    view.dispatch({ changes: { from: 1, insert: 'b' } });
    textbox.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'z', code: 'KeyZ', ctrlKey: true, bubbles: true }),
    );
    expect(view.state.doc.toString()).toBe('a');
    expect(onChange).toHaveBeenLastCalledWith('a');
  });

  it('calls the latest onChange, and follows a new label, without losing edits', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <DemoEditor initialCode="x" language="TS" label="One" onChange={first} />,
    );
    const view = viewOf(screen.getByRole('textbox'));
    view.dispatch({ changes: { from: 1, insert: 'y' } });
    rerender(<DemoEditor initialCode="x" language="TS" label="Two" onChange={second} />);
    view.dispatch({ changes: { from: 2, insert: 'z' } });
    expect(first).toHaveBeenCalledWith('xy');
    expect(second).toHaveBeenCalledWith('xyz');
    expect(screen.getByRole('textbox', { name: 'Two' })).toBe(view.contentDOM);
  });

  it('focuses the code when autoFocus is set', () => {
    render(
      <DemoEditor initialCode="x" language="TS" label="Source" onChange={vi.fn()} autoFocus />,
    );
    expect(screen.getByRole('textbox')).toHaveFocus();
  });

  it('does not take focus otherwise, and leaves Tab to the browser', () => {
    render(<DemoEditor initialCode="x" language="TS" label="Source" onChange={vi.fn()} />);
    const textbox = screen.getByRole('textbox');
    expect(textbox).not.toHaveFocus();
    const view = viewOf(textbox);
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    textbox.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
    expect(view.state.doc.toString()).toBe('x');
  });

  it('destroys the editor on unmount', () => {
    const { container, unmount } = render(
      <DemoEditor initialCode="x" language="TS" label="Source" onChange={vi.fn()} />,
    );
    const view = viewOf(container.querySelector('.cm-editor') as HTMLElement);
    const destroy = vi.spyOn(view, 'destroy');
    unmount();
    expect(destroy).toHaveBeenCalled();
  });
});
