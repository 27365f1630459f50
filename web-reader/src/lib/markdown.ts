import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { applyLinkPolicy, siteOrigin } from './link-policy';
import { REFLECTION_TAGS } from '@camino/schemas/html-policy';
import { MARKDOWN_TAGS, shiftedHeadingLevel } from './markdown-policy';

// The pre-rendering server has no DOM: its build swaps this module for app/ssr/server-markdown.ts,
// which applies the same policy (markdown-policy.ts) with sanitize-html.
export { DOCUMENT_TAGS, MARKDOWN_TAGS } from './markdown-policy';

/** How a Markdown text is rendered. */
export interface RenderOptions {
  /** Allowed elements; news and dialogue use the default. */
  tags?: readonly string[];
  /** Shifts headings down (1: `#` becomes h2), so the page keeps one h1. */
  headingOffset?: number;
  /** The site's own origin, for absolute links to it; defaults to the page's. */
  origin?: string;
}

const markdown = new Marked({ gfm: true, breaks: true, async: false });
// A private instance: its settings and hooks never leak into other sanitizing.
const purifier = DOMPurify(window);

/** Moves each heading `offset` levels down, never below h4. */
function shiftHeadings(root: DocumentFragment, offset: number): void {
  if (!offset) return;
  for (const heading of Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    const level = shiftedHeadingLevel(Number(heading.tagName[1]), offset);
    const replacement = heading.ownerDocument.createElement(`h${level}`);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
}

function serialize(fragment: DocumentFragment): string {
  const out = document.createElement('div');
  out.append(fragment);
  return out.innerHTML.trim();
}

/**
 * Markdown to safe HTML, the reader's only Markdown renderer: marked parses, DOMPurify keeps the
 * allowed elements and `href` only (the text of anything else stays; scripts and styles go whole),
 * and the link policy drops unsafe targets and opens external ones apart.
 */
export function renderMarkdown(source: string, options: RenderOptions = {}): string {
  const html = markdown.parse(source, { async: false });
  const tags = options.tags ?? MARKDOWN_TAGS;
  const headingOffset = options.headingOffset ?? 0;
  // With an offset, `#` is let through so it can become an allowed h2.
  const withHeadings = headingOffset > 0 && tags.includes('h2');
  const clean = purifier.sanitize(html, {
    ALLOWED_TAGS: withHeadings ? [...tags, 'h1'] : [...tags],
    ALLOWED_ATTR: ['href'],
    RETURN_DOM_FRAGMENT: true,
  });
  if (withHeadings) shiftHeadings(clean, headingOffset);
  applyLinkPolicy(clean, options.origin ?? siteOrigin());
  return serialize(clean);
}

/** Sanitizes stored HTML (gospel reflections) to a strict allow-list with the same link policy. */
export function sanitizeHtml(html: string, origin: string = siteOrigin()): string {
  const clean = purifier.sanitize(html, {
    ALLOWED_TAGS: REFLECTION_TAGS,
    ALLOWED_ATTR: ['href'],
    RETURN_DOM_FRAGMENT: true,
  });
  applyLinkPolicy(clean, origin);
  return serialize(clean);
}
