// Loaded on first use (a pointer over, focus on or click of a copy button): fetching a page's
// Markdown copy and cutting a section out of it are not in the page's start-up code.
import { markdownPathOf } from '../markdown/markdownPath';
import { markdownSection, type SectionHeading } from './markdownSection';

/** The requests made so far, by Markdown path: one per page and session, dropped when it fails. */
const requests = new Map<string, Promise<string>>();

async function fetchMarkdown(path: string): Promise<string> {
  const response = await fetch(path, { headers: { Accept: 'text/markdown' } });
  // A host that answers unknown paths with the app's HTML must not put that HTML on a clipboard.
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('html')) {
    throw new Error(`[site] ${path} could not be loaded (${response.status} ${type})`);
  }
  return response.text();
}

/** The page's Markdown copy (`markdownPathOf`), fetched once; rejects when it cannot be loaded. */
export function pageMarkdown(pathname: string): Promise<string> {
  const path = markdownPathOf(pathname);
  let request = requests.get(path);
  if (!request) {
    request = fetchMarkdown(path);
    requests.set(path, request);
    request.catch(() => requests.delete(path));
  }
  return request;
}

/** The Markdown of one h2 section of the page; rejects when the page or the section is missing. */
export async function pageSectionMarkdown(
  pathname: string,
  heading: SectionHeading,
): Promise<string> {
  const section = markdownSection(await pageMarkdown(pathname), heading);
  if (section === undefined) {
    throw new Error(`[site] ${markdownPathOf(pathname)} has no section "${heading.text}"`);
  }
  return section;
}
