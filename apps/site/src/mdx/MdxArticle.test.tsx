import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_PART_BLOCKS, firstBlocks, MdxArticle } from './MdxArticle';

// Shaped like a compiled MDX page: one fragment of blocks with line breaks between them.
function Page() {
  return (
    <>
      <h1>Title</h1>
      {'\n'}
      {Array.from({ length: 12 }, (_, i) => (
        <p key={i}>Paragraph {i}</p>
      ))}
      {'\n'}
      <h2 id="last">Last section</h2>
    </>
  );
}

describe('firstBlocks', () => {
  it('keeps the first elements and the text between them', () => {
    const blocks = ['\n', <h1 key="a" />, '\n', <p key="b" />, '\n', <p key="c" />];
    expect(firstBlocks(blocks, 2)).toEqual(blocks.slice(0, 5));
    expect(firstBlocks(blocks, 3)).toBe(blocks);
    expect(firstBlocks(blocks, 0)).toEqual(['\n']);
  });
});

describe('MdxArticle', () => {
  it('renders every block of a complete page', () => {
    render(<MdxArticle Content={Page} complete />);
    expect(screen.getByRole('heading', { name: 'Last section' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Paragraph/)).toHaveLength(12);
  });

  it('renders only the first blocks of an incomplete page, then adds the rest below them', () => {
    const { rerender } = render(<MdxArticle Content={Page} complete={false} />);
    const title = screen.getByRole('heading', { name: 'Title' });
    // The title and FIRST_PART_BLOCKS - 1 paragraphs.
    expect(screen.getAllByText(/^Paragraph/)).toHaveLength(FIRST_PART_BLOCKS - 1);
    expect(screen.queryByRole('heading', { name: 'Last section' })).toBeNull();

    rerender(<MdxArticle Content={Page} complete />);
    expect(screen.getByRole('heading', { name: 'Last section' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Paragraph/)).toHaveLength(12);
    // The first part was kept, not rendered again.
    expect(screen.getByRole('heading', { name: 'Title' })).toBe(title);
  });

  it('renders content that is not one fragment of blocks whole', () => {
    const Single = () => (
      <section>
        <h1>Alone</h1>
      </section>
    );
    render(<MdxArticle Content={Single} complete={false} />);
    expect(screen.getByRole('heading', { name: 'Alone' })).toBeInTheDocument();
  });
});
