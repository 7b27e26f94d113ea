import { describe, expect, it } from 'vitest';
import { applyHeadTag, documentHeadTags, type HeadTag } from './documentHead';

const values = {
  title: 'Button',
  description: 'Buttons start actions.',
  canonicalUrl: 'https://docs.example.com/material-ui/react-button',
  productId: 'material-ui',
  productCategoryId: 'core',
  markdownPath: '/material-ui/react-button.md',
};
const markdownLink = (tags: HeadTag[]) => tags.find(([, , , createWith]) => createWith)!;

describe('applyHeadTag', () => {
  it('sets the value of a tag the head has', () => {
    document.head.innerHTML = '<meta name="description" content="old">';
    for (const tag of documentHeadTags(values)) applyHeadTag(document.head, tag);
    expect(document.head.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      'Buttons start actions.',
    );
  });

  it('leaves a tag every page has as it is when there is no value, and creates none of them', () => {
    document.head.innerHTML = '<meta name="description" content="kept">';
    for (const tag of documentHeadTags({ ...values, description: undefined })) {
      if (!tag[3]) applyHeadTag(document.head, tag);
    }
    expect(document.head.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      'kept',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('creates the Markdown link on a page that has a copy, and removes it on one that has not', () => {
    document.head.innerHTML = '';
    applyHeadTag(document.head, markdownLink(documentHeadTags(values)));
    expect(document.head.innerHTML).toBe(
      '<link rel="alternate" type="text/markdown" href="/material-ui/react-button.md">',
    );
    applyHeadTag(
      document.head,
      markdownLink(documentHeadTags({ ...values, markdownPath: '/material-ui/react-chip.md' })),
    );
    expect(document.head.querySelectorAll('link').length).toBe(1);
    expect(document.head.querySelector('link')!.getAttribute('href')).toBe(
      '/material-ui/react-chip.md',
    );
    applyHeadTag(
      document.head,
      markdownLink(documentHeadTags({ ...values, markdownPath: undefined })),
    );
    expect(document.head.innerHTML).toBe('');
  });
});
