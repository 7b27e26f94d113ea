// Reads an llms.txt index (llmstxt.org): an H1 with the name, a `>` summary, free lines (ours
// state the version: `Version documented: Material UI v6.1.1.` in a product's,
// `Versions documented: A v1, B v2.` at the root), then H2 sections of `- [title](url): note`.

export interface LlmsLink {
  title: string;
  href: string;
  description: string;
  /** The H2 the link is under ('' before the first). */
  section: string;
}

export interface LlmsTxt {
  title: string;
  summary: string;
  /** From `Version documented: …`, e.g. `Material UI v6.1.1`; null when not stated. */
  version: string | null;
  /** From `Versions documented: …`, one per product; empty when not stated. */
  versions: string[];
  links: LlmsLink[];
}

const LINK =
  /^[-*+]\s+\[((?:\\.|[^\]\\])*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)(?:\s*:\s*(.*))?$/;

const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/** The statement up to its first full stop (`Material UI v6.1.1. Each…` → `Material UI v6.1.1`). */
function firstSentence(text: string): string {
  const end = text.search(/\.(\s|$)/);
  return (end === -1 ? text : text.slice(0, end)).trim();
}

export function parseLlmsTxt(text: string): LlmsTxt {
  const result: LlmsTxt = { title: '', summary: '', version: null, versions: [], links: [] };
  let section = '';
  let inCode = false;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line.startsWith('```')) {
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    if (!result.title && line.startsWith('# ')) {
      result.title = line.slice(2).trim();
    } else if (!result.summary && line.startsWith('>') && result.links.length === 0) {
      result.summary = line.replace(/^>\s?/, '').trim();
    } else if (line.startsWith('## ')) {
      section = line.slice(3).trim();
    } else if (result.version === null && /^Version documented:/i.test(line)) {
      result.version = firstSentence(line.replace(/^Version documented:\s*/i, '')) || null;
    } else if (result.versions.length === 0 && /^Versions documented:/i.test(line)) {
      const list = line.replace(/^Versions documented:\s*/i, '').replace(/\.\s*$/, '');
      result.versions = list
        .split(/,\s+/)
        .map((entry) => entry.trim())
        .filter(Boolean);
    } else {
      const match = LINK.exec(line);
      if (match)
        result.links.push({
          title: unescape(match[1]!).trim(),
          href: match[2]!,
          description: (match[3] ?? '').trim(),
          section,
        });
    }
  }
  return result;
}
