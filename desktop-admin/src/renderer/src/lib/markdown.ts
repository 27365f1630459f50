import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { applyLinkPolicy } from './link-policy';

/**
 * The preview renders exactly as the web reader will (web-reader/src/lib/markdown.ts), so what
 * an admin sees here is what readers get: news and dialogue keep only these elements (SPEC.md §5).
 */
export const MARKDOWN_TAGS = ['p', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'br'] as const;

/** The About page, a long document, also keeps its structure (the reader shifts `#` to h2). */
export const DOCUMENT_TAGS = [...MARKDOWN_TAGS, 'h2', 'h3', 'h4', 'blockquote', 'code', 'hr'] as const;

export interface RenderOptions {
  tags?: readonly string[];
  /** Headings move down this many levels (About: 1, so the page keeps one h1). */
  headingOffset?: number;
  /** The site's origin (the connected server), whose absolute links count as internal. */
  origin?: string;
}

const markdown = new Marked({ gfm: true, breaks: true, async: false });
const purifier = DOMPurify(window);

function shiftHeadings(root: DocumentFragment, offset: number): void {
  for (const heading of Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    const level = Math.min(4, Number(heading.tagName[1]) + offset);
    const replacement = heading.ownerDocument.createElement(`h${level}`);
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
}

/** Markdown to sanitized HTML: marked parses, DOMPurify keeps the allowed tags and `href`, the link policy runs last. */
export function renderMarkdown(source: string, options: RenderOptions = {}): string {
  const html = markdown.parse(source, { async: false });
  const tags = options.tags ?? MARKDOWN_TAGS;
  const offset = options.headingOffset ?? 0;
  const withHeadings = offset > 0 && tags.includes('h2');
  const clean = purifier.sanitize(html, {
    ALLOWED_TAGS: withHeadings ? [...tags, 'h1'] : [...tags],
    ALLOWED_ATTR: ['href'],
    RETURN_DOM_FRAGMENT: true,
  });
  if (withHeadings) shiftHeadings(clean, offset);
  applyLinkPolicy(clean, options.origin ?? '');
  const out = document.createElement('div');
  out.append(clean);
  return out.innerHTML.trim();
}
