// What the demo toolbar's StackBlitz, CodeSandbox and download buttons do, loaded on first use so
// no page carries the project generator before a reader asks for it. The zip library loads only
// for a download.

import type { CodeVariant } from '@docshell/docs-theme';
import { codeText } from './project/codeText';
import { demoProject, type DemoProject, type DemoStyling } from './project/demoProject';
import { codeSandboxForm, stackBlitzForm, submitSandboxForm } from './project/sandboxForms';

export type SandboxKind = 'stackblitz' | 'codesandbox';

export interface DemoActionInput {
  name: string;
  /** The page's title, for the project's description. */
  title: string;
  language: CodeVariant;
  /** The source shown: the original, or the reader's edit of it. */
  code: string;
  /** The stylesheet the CSS variant imports, highlighted. */
  stylesheet?: { fileName: string; html: string };
  styling: DemoStyling;
}

/** The Vite project that runs the demo as shown. */
export function projectOf(input: DemoActionInput): DemoProject {
  return demoProject({
    name: input.name,
    title: `${input.name} – ${input.title}`,
    language: input.language,
    code: input.code,
    stylesheet: input.stylesheet && {
      fileName: input.stylesheet.fileName,
      code: codeText(input.stylesheet.html),
    },
    styling: input.styling,
    versions: __DEMO_DEPENDENCY_VERSIONS__,
  });
}

/** Posts the demo's project to a sandbox service, which opens it in a new tab. */
export function openInSandbox(kind: SandboxKind, input: DemoActionInput): void {
  const project = projectOf(input);
  submitSandboxForm(
    document,
    kind === 'stackblitz' ? stackBlitzForm(project) : codeSandboxForm(project),
  );
}

/** Builds the project's zip in the browser (no network) and saves it. */
export async function downloadDemo(input: DemoActionInput): Promise<void> {
  const project = projectOf(input);
  const { downloadZip, zipProject } = await import('./project/demoZip');
  downloadZip(document, `${input.name}.zip`, zipProject(project));
}
