/**
 * Where a link in user-supplied Markdown or HTML may point (SPEC.md §5): the site's own origin,
 * a root-relative path, or `https://`. Anything else (javascript:, data:, http:, mailto:,
 * protocol-relative `//host`, `/\host`, or a target with whitespace or control characters that
 * browsers would strip into one of those) is refused.
 */
export type LinkKind = 'internal' | 'external';

// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f\\]/;

export function classifyHref(href: string, origin: string): LinkKind | null {
  if (!href || UNSAFE_CHARS.test(href)) return null;
  if (href.startsWith('/')) return href.startsWith('//') ? null : 'internal';
  if (href === origin || href.startsWith(`${origin}/`)) return 'internal';
  if (/^https:\/\/[^/]/i.test(href)) return 'external';
  return null;
}

/** The page's origin; tests pass their own. */
export const siteOrigin = (): string => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * Applies the policy to every `<a>` of a sanitized tree: a refused link is replaced by its text;
 * an external one opens in a new tab without opener or referrer; an internal one stays in the tab.
 */
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
