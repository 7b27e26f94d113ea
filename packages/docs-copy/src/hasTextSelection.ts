/**
 * Whether the reader has text selected: a page selection, or a selection range inside the focused
 * input or textarea (those do not show up in the page selection). Reads the given document only.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(element: Element | null): element is TextField {
  return (
    !!element &&
    (element.tagName === 'TEXTAREA' || element.tagName === 'INPUT') &&
    'selectionStart' in element
  );
}

function fieldHasSelection(field: TextField): boolean {
  try {
    const { selectionStart, selectionEnd } = field;
    // Inputs like type="number" have no selection API and report null.
    return selectionStart !== null && selectionEnd !== null && selectionStart !== selectionEnd;
  } catch {
    // Older browsers throw on inputs without a selection API.
    return false;
  }
}

export function hasTextSelection(doc: Document): boolean {
  const active = doc.activeElement;
  if (isTextField(active) && fieldHasSelection(active)) return true;
  const selection = doc.getSelection();
  return !!selection && !selection.isCollapsed && selection.toString().length > 0;
}
