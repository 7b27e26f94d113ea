import type { MarkdownCopyStatus } from './useMarkdownCopy';

// Line drawings on a 24-unit grid in the text colour, inline: no icon package for four shapes.
const PATHS = {
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  copied: 'M5 12.5l4.5 4.5L19 7.5',
  failed: 'M12 7v6M12 17v.5M12 3l10 18H2z',
  chevron: 'M7 10l5 5 5-5',
} as const;

export function CopyPageIcon({ shape, size = 18 }: { shape: keyof typeof PATHS; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[shape]} />
    </svg>
  );
}

/** The icon that says how the last copy went. */
export function CopyStatusIcon({ status, size }: { status: MarkdownCopyStatus; size?: number }) {
  return <CopyPageIcon shape={status === 'idle' ? 'copy' : status} size={size} />;
}
