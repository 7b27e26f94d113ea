import { describe, expect, it } from 'vitest';
import { textContentTypeFor } from './textContentTypes';

describe('textContentTypeFor', () => {
  it('serves Markdown and llms.txt files as UTF-8 text', () => {
    expect(textContentTypeFor('/material-ui/react-button.md')).toBe('text/markdown; charset=utf-8');
    expect(textContentTypeFor('/material-ui/llms.txt')).toBe('text/plain; charset=utf-8');
    expect(textContentTypeFor('/material-ui/react-button')).toBeUndefined();
  });
});
