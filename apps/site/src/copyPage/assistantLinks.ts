import { markdownPathOf } from '../markdown/markdownPath';

/** The absolute address of a page's Markdown copy on `origin`: what an assistant is asked to read. */
export function markdownUrlOf(pathname: string, origin: string): string {
  return new URL(markdownPathOf(pathname), origin).href;
}

/** An assistant's address with `prompt` in it: the template (`https://…/?q=`) + the prompt encoded. */
export function assistantUrl(urlTemplate: string, prompt: string): string {
  return `${urlTemplate}${encodeURIComponent(prompt)}`;
}
