import { strToU8, zipSync } from 'fflate';
import type { DemoProject } from './demoProject';

/** Long enough for the browser to start the download from the object URL before it is revoked. */
export const REVOKE_URL_DELAY_MS = 1000;

/**
 * The project as a zip, every file under one folder named like its package, so it unpacks into a
 * folder of its own. Load this module with `import()`: fflate stays out of the page's chunk.
 */
export function zipProject(project: DemoProject): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [path, text] of Object.entries(project.files)) {
    entries[`${project.name}/${path}`] = strToU8(text);
  }
  return zipSync(entries);
}

/** Saves `bytes` as `fileName` through a temporary `<a download>` on an object URL. */
export function downloadZip(doc: Document, fileName: string, bytes: Uint8Array): void {
  const url = URL.createObjectURL(
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
  );
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked at once, some browsers cancel the download the click started.
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_URL_DELAY_MS);
  }
}
