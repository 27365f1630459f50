import { createMarkdownRenderer } from '@camino/schemas/markdown';
import { createSanitizeHtmlSanitizer } from '@camino/schemas/sanitize-html-sanitizer';
import sanitizeHtml from 'sanitize-html';

// The reader's renderer and policy (@camino/schemas/markdown, html-policy, link-policy) with
// sanitize-html. The server stores what the reader would show, so there is one link rule; with
// no origin given, a link is kept when root-relative (`/evangelio`) or https.
const renderer = createMarkdownRenderer(createSanitizeHtmlSanitizer(sanitizeHtml), () => '');

/**
 * Cleans a gospel reflection's HTML to REFLECTION_TAGS (paragraphs, emphasis, lists, quotes,
 * h3/h4 and links) before it is stored, so the reader can render it as HTML. Scripts, event
 * handlers, styles, frames and unknown tags go; their prose text stays.
 */
export const sanitizeReflection = (html: string): string => renderer.sanitizeHtml(html);
