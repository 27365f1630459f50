/**
 * What user-supplied Markdown and HTML may become (SPEC.md §5), shared by the browser's renderer
 * (markdown.ts, DOMPurify) and the server's pre-render (app/ssr/server-markdown.ts, sanitize-html).
 */

/** The only elements news and dialogue Markdown may produce. */
export const MARKDOWN_TAGS = ['p', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'br'] as const;

/**
 * Long-form pages (About) may also keep their structure: headings, quotes, code and rules. Links
 * follow the same policy.
 */
export const DOCUMENT_TAGS = [...MARKDOWN_TAGS, 'h2', 'h3', 'h4', 'blockquote', 'code', 'hr'] as const;

/** A heading moved `offset` levels down, never below h4. */
export const shiftedHeadingLevel = (level: number, offset: number): number => Math.min(4, level + offset);
