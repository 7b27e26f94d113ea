import { LineIcon } from '../layout/icons';
import type { MarkdownCopyStatus } from './useMarkdownCopy';

// The site's line icons (layout/icons.tsx), in four shapes of their own.
const PATHS = {
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  copied: 'M5 12.5l4.5 4.5L19 7.5',
  failed: 'M12 7v6M12 17v.5M12 3l10 18H2z',
  chevron: 'M7 10l5 5 5-5',
} as const;

export function CopyPageIcon({ shape, size = 18 }: { shape: keyof typeof PATHS; size?: number }) {
  return (
    <LineIcon size={size}>
      <path d={PATHS[shape]} />
    </LineIcon>
  );
}

/** The icon that says how the last copy went. */
export function CopyStatusIcon({ status, size }: { status: MarkdownCopyStatus; size?: number }) {
  return <CopyPageIcon shape={status === 'idle' ? 'copy' : status} size={size} />;
}
