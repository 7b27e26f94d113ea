'use client';

/** A small down arrow for menu buttons; decorative. */
export function ChevronDown() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
