import type { SearchSegment } from '@camino/schemas/api/search';
import classes from './search.module.css';

/**
 * Text with the matched words marked. Each piece is rendered as React text (escaped by React):
 * the only element added is <mark>, so nothing in the content can become markup.
 */
export function Highlighted({ segments }: { segments: readonly SearchSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          <mark key={i} className={classes.mark}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
