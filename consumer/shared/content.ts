/** The body of each page: a short introduction and one code example. */
export interface PageContent {
  intro: string;
  code: string;
  /** What the example is, for the copy event's label. */
  codeLabel: string;
}

export const content: Record<string, PageContent> = {
  '/getting-started/installation': {
    intro:
      'Acme UI is a small set of React components. Install it with its styling engine; React 18 or 19 must already be in your project.',
    code: 'npm install @acme/ui @emotion/react @emotion/styled',
    codeLabel: 'shell',
  },
  '/getting-started/usage': {
    intro:
      'Import a component from the package root and render it. Every component accepts the usual HTML attributes of the element it renders.',
    code: "import { Button } from '@acme/ui';\n\nexport function Save() {\n  return <Button onClick={save}>Save</Button>;\n}",
    codeLabel: 'Save.tsx',
  },
  '/components/buttons': {
    intro:
      'Buttons start an action. Use one primary button per view and a text button for the actions around it.',
    code: '<Button variant="contained">Publish</Button>\n<Button variant="text">Preview</Button>',
    codeLabel: 'Buttons.tsx',
  },
};
