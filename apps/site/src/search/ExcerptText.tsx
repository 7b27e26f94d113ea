import type { ExcerptSegment } from './excerptSegments';

/** An excerpt as React text: matches in <mark>, nothing from the index parsed as HTML. */
export function ExcerptText({ segments }: { segments: ExcerptSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.marked ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </>
  );
}
