import { describe, expect, it } from 'vitest';
import { negotiatedMarkdownPath, textContentTypeFor } from './textContentTypes';

describe('textContentTypeFor', () => {
  it('serves Markdown and llms.txt files as UTF-8 text', () => {
    expect(textContentTypeFor('/material-ui/react-button.md')).toBe('text/markdown; charset=utf-8');
    expect(textContentTypeFor('/material-ui/llms.txt')).toBe('text/plain; charset=utf-8');
    expect(textContentTypeFor('/material-ui/react-button')).toBeUndefined();
  });
});

describe('negotiatedMarkdownPath', () => {
  const BROWSER =
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

  it('answers a page with its Markdown copy when Markdown is preferred', () => {
    expect(negotiatedMarkdownPath('/material-ui/react-button', 'text/markdown')).toBe(
      '/material-ui/react-button.md',
    );
    expect(negotiatedMarkdownPath('/', 'text/markdown, text/html;q=0.5')).toBe('/index.md');
    expect(negotiatedMarkdownPath('/a/b/', 'text/markdown')).toBe('/a/b.md');
  });

  it('leaves browsers, requests without Accept and files alone', () => {
    expect(negotiatedMarkdownPath('/material-ui/react-button', BROWSER)).toBeUndefined();
    expect(negotiatedMarkdownPath('/material-ui/react-button', undefined)).toBeUndefined();
    expect(negotiatedMarkdownPath('/material-ui/react-button', '*/*')).toBeUndefined();
    expect(negotiatedMarkdownPath('/a', 'text/html, text/markdown;q=0.9')).toBeUndefined();
    expect(negotiatedMarkdownPath('/assets/app.js', 'text/markdown')).toBeUndefined();
  });
});
