import { describe, expect, it } from 'vitest';
import { copyPageTranslations, translate } from '@docshell/docs-i18n';
import { AI_ASSISTANTS } from './aiAssistants';
import { assistantUrl, markdownUrlOf } from './assistantLinks';

describe('markdownUrlOf', () => {
  it("names the page's Markdown copy on the given origin", () => {
    expect(markdownUrlOf('/material-ui/react-button', 'https://docs.example.com')).toBe(
      'https://docs.example.com/material-ui/react-button.md',
    );
    expect(markdownUrlOf('/material-ui/api/button/', 'http://127.0.0.1:4173')).toBe(
      'http://127.0.0.1:4173/material-ui/api/button.md',
    );
    expect(markdownUrlOf('/', 'https://docs.example.com')).toBe(
      'https://docs.example.com/index.md',
    );
  });
});

describe('assistantUrl', () => {
  it('appends the prompt URL-encoded to the template', () => {
    const prompt = translate({ en: copyPageTranslations }, 'en', 'copyPage.prompt', {
      values: { url: 'https://docs.example.com/material-ui/react-button.md' },
    });
    expect(prompt).toBe(
      'Read https://docs.example.com/material-ui/react-button.md so I can ask questions about it.',
    );
    expect(assistantUrl('https://chatgpt.com/?q=', prompt!)).toBe(
      'https://chatgpt.com/?q=Read%20https%3A%2F%2Fdocs.example.com%2Fmaterial-ui%2Freact-button.md%20so%20I%20can%20ask%20questions%20about%20it.',
    );
    expect(new URL(assistantUrl('https://claude.ai/new?q=', 'a & b?')).searchParams.get('q')).toBe(
      'a & b?',
    );
  });
});

describe('AI_ASSISTANTS', () => {
  it('defaults to ChatGPT and Claude with their documented prompt addresses', () => {
    expect(AI_ASSISTANTS).toEqual([
      { label: 'ChatGPT', urlTemplate: 'https://chatgpt.com/?q=' },
      { label: 'Claude', urlTemplate: 'https://claude.ai/new?q=' },
    ]);
  });
});
