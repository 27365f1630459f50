/**
 * Where a link in news or About Markdown may point (SPEC.md §5), as the web reader decides it
 * (web-reader/src/lib/link-policy.ts): the site's own origin, a root-relative path, or https://.
 * Anything else (javascript:, data:, http:, mailto:, `//host`) is dropped, keeping its text.
 */
export type LinkKind = 'internal' | 'external';

// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f\\]/;

export function classifyHref(href: string, origin: string): LinkKind | null {
  if (!href || UNSAFE_CHARS.test(href)) return null;
  if (href.startsWith('/')) return href.startsWith('//') ? null : 'internal';
  if (origin && (href === origin || href.startsWith(`${origin}/`))) return 'internal';
  if (/^https:\/\/[^/]/i.test(href)) return 'external';
  return null;
}

/** Applies the policy to every link: refused ones become their text; external ones open apart. */
export function applyLinkPolicy(root: ParentNode, origin: string): void {
  for (const anchor of Array.from(root.querySelectorAll('a'))) {
    const kind = classifyHref(anchor.getAttribute('href')?.trim() ?? '', origin);
    for (const name of anchor.getAttributeNames()) if (name !== 'href') anchor.removeAttribute(name);
    if (kind === null) {
      anchor.replaceWith(...Array.from(anchor.childNodes));
    } else if (kind === 'external') {
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
    }
  }
}
