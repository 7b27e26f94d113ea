import { describe, expect, it } from 'vitest';
import { extractHeadings, nestHeadings } from './extractHeadings.js';

describe('extractHeadings', () => {
  it('lists h2 and h3 headings with ids in document order', () => {
    const root = document.createElement('article');
    root.innerHTML = `
      <h1 id="title">Button</h1>
      <h2 id="basic-button">Basic  button <a href="#basic-button" aria-hidden="true"></a></h2>
      <p>Text</p>
      <h3 id="text-button">Text button</h3>
      <h4 id="deep">Too deep</h4>
      <h2>No id</h2>
      <h2 id="empty"> </h2>
      <section><h2 id="api">API</h2></section>`;
    expect(extractHeadings(root)).toEqual([
      { id: 'basic-button', text: 'Basic button', level: 2 },
      { id: 'text-button', text: 'Text button', level: 3 },
      { id: 'api', text: 'API', level: 2 },
    ]);
  });
});

describe('nestHeadings', () => {
  it('puts h3s under the h2 before them', () => {
    const nested = nestHeadings([
      { id: 'lead', text: 'Lead', level: 3 },
      { id: 'a', text: 'A', level: 2 },
      { id: 'a1', text: 'A1', level: 3 },
      { id: 'a2', text: 'A2', level: 3 },
      { id: 'b', text: 'B', level: 2 },
      { id: 'x', text: 'X', level: 4 },
    ]);
    expect(nested.map((entry) => [entry.id, entry.children.map((child) => child.id)])).toEqual([
      ['lead', []],
      ['a', ['a1', 'a2']],
      ['b', []],
    ]);
  });
});
