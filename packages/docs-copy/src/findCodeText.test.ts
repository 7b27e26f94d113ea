import { afterEach, describe, expect, it } from 'vitest';
import { findCodePre, findCodeText, preText } from './findCodeText.js';

function mount(html: string) {
  document.body.innerHTML = html;
  return document.body;
}

describe('findCodeText', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the <pre> of the block the button sits in', () => {
    mount(
      '<div data-code-block><pre><code><span>const a = 1;</span>\n<span>a++;</span></code></pre><div><button>Copy</button></div></div>',
    );
    expect(findCodeText(document.querySelector('button')!)).toBe('const a = 1;\na++;');
  });

  it('reads a sibling <pre> when there is no block wrapper', () => {
    mount('<div><pre>npm test</pre><button>Copy</button></div>');
    expect(findCodeText(document.querySelector('button')!)).toBe('npm test');
  });

  it('leaves out parts marked data-copy-ignore', () => {
    mount(
      '<div data-code-block><pre><span data-copy-ignore>$ </span>npm run build</pre><button>Copy</button></div>',
    );
    expect(findCodeText(document.querySelector('button')!)).toBe('npm run build');
    // The page itself is left untouched.
    expect(document.querySelector('pre')!.textContent).toBe('$ npm run build');
  });

  it('returns null when no code is around the button', () => {
    mount('<div><p>prose</p><button>Copy</button></div>');
    expect(findCodeText(document.querySelector('button')!)).toBeNull();
  });

  it('uses a custom block selector', () => {
    mount('<figure class="code"><pre>ls</pre><span><button>Copy</button></span></figure>');
    expect(findCodeText(document.querySelector('button')!, 'figure.code')).toBe('ls');
  });
});

describe('findCodePre', () => {
  it('treats a <pre> block as its own code', () => {
    mount('<pre>x</pre>');
    const pre = document.querySelector('pre')!;
    expect(findCodePre(pre)).toBe(pre);
  });
});

describe('preText', () => {
  it('keeps indentation and line breaks exactly', () => {
    mount('<pre>  a\n\tb\n</pre>');
    expect(preText(document.querySelector('pre')!)).toBe('  a\n\tb\n');
  });
});
