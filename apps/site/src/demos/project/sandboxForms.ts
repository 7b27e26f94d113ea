import LZString from 'lz-string';
import type { DemoProject } from './demoProject';

/** Where each sandbox service takes a new project as a form POST: no API key, no SDK. */
export const SANDBOX_ENDPOINTS = {
  stackblitz: 'https://stackblitz.com/run',
  codesandbox: 'https://codesandbox.io/api/v1/sandboxes/define',
} as const;

/** A form to POST: the address, then each field in order. */
export interface SandboxForm {
  action: string;
  fields: [name: string, value: string][];
}

/**
 * StackBlitz's POST API (`project[…]` fields). The `node` template runs the project in
 * WebContainers, installing from its package.json; `?file=` opens the demo first.
 */
export function stackBlitzForm(project: DemoProject): SandboxForm {
  return {
    action: `${SANDBOX_ENDPOINTS.stackblitz}?file=${encodeURI(project.demoFile)}`,
    fields: [
      ['project[title]', project.title],
      ['project[description]', project.description],
      ['project[template]', 'node'],
      ...Object.entries(project.files).map(([path, text]): [string, string] => [
        `project[files][${path}]`,
        text,
      ]),
    ],
  };
}

/**
 * CodeSandbox's define API: `parameters` is the files as JSON, lz-string compressed to Base64 and
 * made URL-safe as its own `getParameters` does; `query` goes on the address it redirects to.
 */
export function codeSandboxForm(project: DemoProject): SandboxForm {
  const files = Object.fromEntries(
    Object.entries(project.files).map(([path, content]) => [path, { content, isBinary: false }]),
  );
  const parameters = LZString.compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return {
    // A Vite project runs in a VM sandbox (`server`): the browser sandbox's bundler has no Vite.
    action: `${SANDBOX_ENDPOINTS.codesandbox}?environment=server`,
    fields: [
      ['parameters', parameters],
      ['query', `file=/${project.demoFile}`],
    ],
  };
}

/**
 * Posts `form` to a new tab: a hidden form with hidden inputs (their values keep newlines, and are
 * set as values, never parsed as HTML), submitted and removed.
 */
export function submitSandboxForm(doc: Document, form: SandboxForm): void {
  const element = doc.createElement('form');
  element.method = 'post';
  element.target = '_blank';
  element.action = form.action;
  element.acceptCharset = 'UTF-8';
  element.hidden = true;
  // The sandbox has no use for a handle on the docs page.
  element.setAttribute('rel', 'noopener');
  for (const [name, value] of form.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  doc.body.append(element);
  try {
    element.submit();
  } finally {
    element.remove();
  }
}
