import { useId, useMemo, useState } from 'react';

/**
 * The HTML of an element drawn with `dangerouslySetInnerHTML` (give it `id`): `render()`, except
 * while a pre-rendered page hydrates, when the server's HTML for the same `input` is already in
 * the element and is kept as it is. `useId` is the same on both sides, and an element drawn in the
 * browser gets an id no server markup has, so only hydration finds one. Rendering again ran
 * marked and DOMPurify for the first time inside hydration: a long task of ~250 ms on `/` under
 * Lighthouse's 4x CPU slowdown. `input` must name everything `render` reads.
 *
 * `render` is null while the renderer is not at hand (use-markdown-on-demand.ts): the server's
 * HTML is still kept, and anything else is `waiting` (empty until a renderer is given).
 */
export function usePrerenderedHtml(
  input: string,
  render: (() => string) | null,
): { id: string; html: string; waiting: boolean } {
  const id = useId();
  const [prerendered] = useState(() => ({
    input,
    html: typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML,
  }));
  const kept = prerendered.html !== undefined && input === prerendered.input;
  const canRender = render !== null;
  const html = useMemo(
    () => (kept ? prerendered.html! : canRender ? render() : ''),
    // `input` stands for what `render` reads (see above).
    [prerendered, input, canRender],
  );
  return { id, html, waiting: !kept && !canRender };
}
