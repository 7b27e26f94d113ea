import LZString from 'lz-string';
import { describe, expect, it, vi } from 'vitest';
import { demoProject, type DemoProject } from './demoProject';
import { SANDBOX_FORM_ORIGINS } from '../../../build/securityHeaders';
import {
  codeSandboxForm,
  SANDBOX_ENDPOINTS,
  stackBlitzForm,
  submitSandboxForm,
} from './sandboxForms';

const VERSIONS: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@mui/material': '6.1.1',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '5.9.3',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
};

// Characters that Base64, URLs and forms treat specially, to prove nothing is lost on the way.
const CODE = `import Button from '@mui/material/Button';

export default function ButtonVariants() {
  const text = 'a + b / c = d & e?';
  return <Button title="é 👋 <ok>">{text}</Button>;
}
`;

function project(language: 'TS' | 'JS' = 'TS'): DemoProject {
  return demoProject({
    name: 'ButtonVariants',
    title: 'Button – ButtonVariants',
    language,
    code: CODE,
    styling: 'System',
    versions: VERSIONS,
  });
}

describe('stackBlitzForm', () => {
  it('posts a node (WebContainers) project with every file, opening the demo first', () => {
    const demo = project();
    const form = stackBlitzForm(demo);
    expect(form.action).toBe('https://stackblitz.com/run?file=src/Demo.tsx');
    expect(form.action.startsWith(SANDBOX_ENDPOINTS.stackblitz)).toBe(true);
    const fields = new Map(form.fields);
    expect(fields.size).toBe(form.fields.length);
    expect(fields.get('project[title]')).toBe('Button – ButtonVariants');
    expect(fields.get('project[description]')).toBe(demo.description);
    expect(fields.get('project[template]')).toBe('node');
    const files = Object.fromEntries(
      form.fields
        .filter(([name]) => name.startsWith('project[files]['))
        .map(([name, value]) => [name.slice('project[files]['.length, -1), value]),
    );
    expect(files).toEqual(demo.files);
    expect(files['package.json']).toContain('"vite": "8.3.8"');
    expect(form.fields.some(([name]) => name.startsWith('project[settings]'))).toBe(false);
  });

  it('opens the JSX demo in a JavaScript project', () => {
    expect(stackBlitzForm(project('JS')).action).toBe(
      'https://stackblitz.com/run?file=src/Demo.jsx',
    );
  });
});

describe('codeSandboxForm', () => {
  it('posts the files, compressed and URL-safe, to the define API', () => {
    const demo = project();
    const form = codeSandboxForm(demo);
    expect(form.action).toBe(`${SANDBOX_ENDPOINTS.codesandbox}?environment=server`);
    expect(form.action).toBe('https://codesandbox.io/api/v1/sandboxes/define?environment=server');
    const fields = new Map(form.fields);
    expect([...fields.keys()]).toEqual(['parameters', 'query']);
    expect(fields.get('query')).toBe('file=/src/Demo.tsx');
    const parameters = fields.get('parameters')!;
    expect(parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    const json = LZString.decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'));
    const decoded = JSON.parse(json) as { files: Record<string, { content: string }> };
    expect(Object.keys(decoded.files)).toEqual(Object.keys(demo.files));
    for (const [path, text] of Object.entries(demo.files)) {
      expect(decoded.files[path], path).toEqual({ content: text, isBinary: false });
    }
    // package.json goes as text, exactly the project's.
    expect(typeof decoded.files['package.json']!.content).toBe('string');
  });

  it('opens the JSX demo in a JavaScript project', () => {
    expect(new Map(codeSandboxForm(project('JS')).fields).get('query')).toBe('file=/src/Demo.jsx');
  });
});

describe('submitSandboxForm', () => {
  it('submits a hidden POST form to a new tab with each field as a hidden input, then removes it', () => {
    const submitted: { form: HTMLFormElement; data: [string, string][]; inPage: boolean }[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      const data = [...new FormData(this).entries()].map(([name, value]): [string, string] => [
        name,
        String(value),
      ]);
      submitted.push({ form: this, data, inPage: document.body.contains(this) });
    });
    const fields: [string, string][] = [
      ['project[files][src/Demo.tsx]', 'line 1\r\nline 2\n<b>"not markup"</b>\n'],
      ['project[title]', 'Button – ButtonVariants'],
    ];
    submitSandboxForm(document, { action: 'https://example.test/run?file=src/Demo.tsx', fields });
    expect(submit).toHaveBeenCalledTimes(1);
    const [{ form, data, inPage }] = submitted as [(typeof submitted)[0]];
    expect(inPage).toBe(true);
    expect(form.method).toBe('post');
    expect(form.target).toBe('_blank');
    expect(form.action).toBe('https://example.test/run?file=src/Demo.tsx');
    expect(form.getAttribute('rel')).toBe('noopener');
    expect(form.querySelectorAll('input[type="hidden"]')).toHaveLength(2);
    expect(form.querySelector('b')).toBeNull();
    // Hidden inputs keep newlines (a text input would strip them); the browser sends them as CRLF.
    expect(data).toEqual(fields);
    expect(form.isConnected).toBe(false);
    expect(document.querySelector('form')).toBeNull();
  });

  it('removes the form even when submitting throws', () => {
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() =>
      submitSandboxForm(document, { action: 'https://example.test/', fields: [] }),
    ).toThrow('blocked');
    expect(document.querySelector('form')).toBeNull();
  });
});

describe('the Content-Security-Policy', () => {
  it("lets the forms post: form-action names every sandbox's origin", () => {
    expect(SANDBOX_FORM_ORIGINS).toEqual(
      Object.values(SANDBOX_ENDPOINTS).map((endpoint) => new URL(endpoint).origin),
    );
  });
});
