// Where a link in user-supplied Markdown or HTML may point (SPEC.md §5), as data and one rule,
// for every renderer (reader, pre-render, desktop preview) and the server's stored reflections.

/** An allowed link: to the site itself (stays in the tab) or out (opens apart). */
export type LinkKind = 'internal' | 'external';

/** The attributes an external link gets: a new tab without opener or referrer. */
export const EXTERNAL_LINK_ATTRIBUTES: Readonly<Record<'target' | 'rel', string>> = {
  target: '_blank',
  rel: 'noopener noreferrer',
};

// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f\\]/;

/**
 * The site's own origin, a root-relative path, or `https://`. Anything else (javascript:, data:,
 * http:, mailto:, protocol-relative `//host`, `/\host`, or a target with whitespace or control
 * characters that browsers would strip into one of those) is refused: null. `origin` is the
 * site's (e.g. 'https://camino.example'); '' when it is not known.
 */
export function classifyHref(href: string, origin: string): LinkKind | null {
  if (!href || UNSAFE_CHARS.test(href)) return null;
  if (href.startsWith('/')) return href.startsWith('//') ? null : 'internal';
  if (origin && (href === origin || href.startsWith(`${origin}/`))) return 'internal';
  if (/^https:\/\/[^/]/i.test(href)) return 'external';
  return null;
}
