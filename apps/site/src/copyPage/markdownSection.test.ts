import { describe, expect, it } from 'vitest';
import { headingSlug, markdownHeadingText, markdownSection } from './markdownSection';

const PAGE = `# Button

Lead paragraph.

## Basic button

Text before the demo.

### Contained

\`\`\`tsx
## not a heading
# nor this
\`\`\`

## Sizes

Small, medium and large.

~~~md
## still code
~~~

## \`sx\` prop and [theming](/material-ui/theming.md)

Last words.


`;

describe('markdownSection', () => {
  it('copies from the h2 to the next h2, h3 and code blocks included', () => {
    expect(markdownSection(PAGE, { id: 'basic-button', text: 'Basic button' })).toBe(
      '## Basic button\n\nText before the demo.\n\n### Contained\n\n```tsx\n## not a heading\n# nor this\n```\n',
    );
  });

  it('ignores headings inside tilde fences too', () => {
    expect(markdownSection(PAGE, { id: 'sizes', text: 'Sizes' })).toBe(
      '## Sizes\n\nSmall, medium and large.\n\n~~~md\n## still code\n~~~\n',
    );
  });

  it('runs the last section to the end, without trailing blank lines', () => {
    expect(markdownSection(PAGE, { id: 'sx-prop-and-theming', text: 'sx prop and theming' })).toBe(
      '## `sx` prop and [theming](/material-ui/theming.md)\n\nLast words.\n',
    );
  });

  it('matches by text when the id is unknown or missing', () => {
    expect(markdownSection(PAGE, { id: 'renamed', text: '  Sizes ' })).toMatch(/^## Sizes\n/);
    expect(markdownSection(PAGE, { text: 'sizes' })).toMatch(/^## Sizes\n/);
  });

  it('tells repeated headings apart by their numbered ids', () => {
    const page = '## Usage\n\nfirst\n\n## Usage\n\nsecond\n';
    expect(markdownSection(page, { id: 'usage', text: 'Usage' })).toBe('## Usage\n\nfirst\n');
    expect(markdownSection(page, { id: 'usage-1', text: 'Usage' })).toBe('## Usage\n\nsecond\n');
  });

  it('stops at an h1 and accepts CRLF line ends and closing hashes', () => {
    const page = '## Props ##\r\n\r\nTable.\r\n# Appendix\r\nMore.';
    expect(markdownSection(page, { id: 'props', text: 'Props' })).toBe('## Props ##\n\nTable.\n');
  });

  it('returns undefined when the page has no such section', () => {
    expect(markdownSection(PAGE, { id: 'missing', text: 'Missing' })).toBeUndefined();
    expect(markdownSection(PAGE, { id: 'contained', text: 'Contained' })).toBeUndefined();
    expect(markdownSection('', { text: 'Anything' })).toBeUndefined();
  });
});

describe('markdownHeadingText', () => {
  it('keeps the words of code spans, emphasis and links', () => {
    expect(markdownHeadingText('The `sx` prop, **bold** and [a link](/x.md)')).toBe(
      'The sx prop, bold and a link',
    );
    expect(markdownHeadingText('snake_case_name')).toBe('snake_case_name');
  });
});

describe('headingSlug', () => {
  it('makes the id rehype-slug gives the heading', () => {
    expect(headingSlug('Colours and sizes')).toBe('colours-and-sizes');
    expect(headingSlug('Icons & state (new)')).toBe('icons--state-new');
    expect(headingSlug('Émoji réglés')).toBe('émoji-réglés');
  });
});
