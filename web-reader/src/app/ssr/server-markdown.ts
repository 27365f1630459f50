/**
 * The server's stand-in for lib/markdown.ts (the pre-render build swaps the module, see
 * vite.config.ts): the same Markdown parser and the same policy (markdown-policy.ts, link-policy.ts)
 * applied with sanitize-html, since the server has no DOM for DOMPurify. The browser keeps the
 * server's HTML of a hydrated page, so this output is what visitors see first: as strict as the
 * browser's, never looser.
 */
import { Marked } from 'marked';
import sanitize from 'sanitize-html';
import { classifyHref } from '../../lib/link-policy';
import { NON_TEXT_TAGS, REFLECTION_TAGS } from '@camino/schemas/html-policy';
import { MARKDOWN_TAGS, shiftedHeadingLevel } from '../../lib/markdown-policy';
import type { RenderOptions } from '../../lib/markdown';

export { DOCUMENT_TAGS, MARKDOWN_TAGS } from '../../lib/markdown-policy';
export type { RenderOptions } from '../../lib/markdown';

const markdown = new Marked({ gfm: true, breaks: true, async: false });

let serverOrigin = '';

/** The site's public origin, for absolute links to the site itself (set once by the pre-render). */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** A refused link becomes its text: `span` is not allowed, so only its content stays. */
const unwrapped = (): sanitize.Tag => ({ tagName: 'span', attribs: {} });

function linkTransform(origin: string): sanitize.Transformer {
  return (tagName, attribs) => {
    const kind = classifyHref((attribs.href ?? '').trim(), origin);
    if (kind === null) return unwrapped();
    const href = attribs.href!.trim();
    return kind === 'external'
      ? { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer' } }
      : { tagName, attribs: { href } };
  };
}

function clean(html: string, tags: readonly string[], origin: string, headingOffset = 0): string {
  const transformTags: Record<string, sanitize.Transformer> = { a: linkTransform(origin) };
  if (headingOffset > 0) {
    for (let level = 1; level <= 6; level += 1) {
      // Only headings the list lets through move; the rest are dropped as the browser drops them.
      if (!tags.includes(`h${level}`)) continue;
      transformTags[`h${level}`] = () => ({
        tagName: `h${shiftedHeadingLevel(level, headingOffset)}`,
        attribs: {},
      });
    }
  }
  return sanitize(html, {
    allowedTags: [...tags],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https'],
    allowProtocolRelative: false,
    nonTextTags: NON_TEXT_TAGS,
    transformTags,
  }).trim();
}

/** Markdown to safe HTML with the reader's policy (see lib/markdown.ts). */
export function renderMarkdown(source: string, options: RenderOptions = {}): string {
  const html = markdown.parse(source, { async: false });
  const tags = options.tags ?? MARKDOWN_TAGS;
  const headingOffset = options.headingOffset ?? 0;
  const withHeadings = headingOffset > 0 && tags.includes('h2');
  return clean(
    html,
    withHeadings ? [...tags, 'h1'] : tags,
    options.origin ?? serverOrigin,
    withHeadings ? headingOffset : 0,
  );
}

/** Stored HTML (gospel reflections) cleaned to the reflection allow-list with the same link policy. */
export function sanitizeHtml(html: string, origin: string = serverOrigin): string {
  return clean(html, REFLECTION_TAGS, origin);
}
