/** An AI assistant that can be opened with a prompt (see `AI_ASSISTANTS`). */
export interface AiAssistant {
  /** Its name, shown in the menu. */
  label: string;
  /** Its address up to the prompt, which is appended URL-encoded (`https://…/?q=`). */
  urlTemplate: string;
}

/**
 * The AI assistants a page's "Copy page" menu opens, in menu order: the label shown ("Open in
 * {label}") and a URL template, to which the prompt naming the page's Markdown copy is appended
 * URL-encoded. Defaults: ChatGPT at `https://chatgpt.com/?q=`, Claude at
 * `https://claude.ai/new?q=`. Change or remove entries here; an empty list hides those items.
 */
export const AI_ASSISTANTS: readonly AiAssistant[] = [
  { label: 'ChatGPT', urlTemplate: 'https://chatgpt.com/?q=' },
  { label: 'Claude', urlTemplate: 'https://claude.ai/new?q=' },
];
