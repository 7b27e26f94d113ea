import type { CSSProperties, ReactNode } from 'react';

/**
 * The few icons the site needs, drawn inline so no icon font or package is loaded for them: line
 * drawings on a 24-unit grid in the text colour.
 */
export function LineIcon({
  size,
  style,
  children,
}: {
  size: number;
  style?: CSSProperties;
  children: ReactNode;
}) {
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
      style={style}
    >
      {children}
    </svg>
  );
}

export function MenuIcon() {
  return (
    <LineIcon size={22}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </LineIcon>
  );
}

export function SettingsIcon() {
  return (
    <LineIcon size={22}>
      <circle cx="12" cy="12" r="3.2" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
    </LineIcon>
  );
}

export function CodeIcon() {
  return (
    <LineIcon size={22}>
      <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14" />
    </LineIcon>
  );
}

/** A cross, for close buttons (settings drawer, search dialog). */
export function CloseIcon({ size = 18 }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIcon>
  );
}

/** A magnifier, for the search button and the search field. */
export function SearchIcon({ size = 20 }: { size?: number }) {
  return (
    <LineIcon size={size} style={{ flexShrink: 0 }}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" />
    </LineIcon>
  );
}
