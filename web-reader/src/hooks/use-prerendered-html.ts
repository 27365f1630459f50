import { useId, useMemo, useState } from 'react';

/**
 * The HTML of an element drawn with `dangerouslySetInnerHTML` (give it `id`): `render()`, except
 * while a pre-rendered page hydrates, when the server's HTML for the same `input` is already in
 * the element and is kept as it is. `useId` is the same on both sides, and an element drawn in the
 * browser gets an id no server markup has, so only hydration finds one. Rendering again ran
 * marked and DOMPurify for the first time inside hydration: a long task of ~250 ms on `/` under
 * Lighthouse's 4x CPU slowdown. `input` must name everything `render` reads.
 */
export function usePrerenderedHtml(input: string, render: () => string): { id: string; html: string } {
  const id = useId();
  const [prerendered] = useState(() => ({
    input,
    html: typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML,
  }));
  const html = useMemo(
    () => (prerendered.html !== undefined && input === prerendered.input ? prerendered.html : render()),
    // `input` stands for what `render` reads (see above).
    [prerendered, input],
  );
  return { id, html };
}
