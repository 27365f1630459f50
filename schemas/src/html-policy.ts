// What user-supplied Markdown and HTML may become (SPEC.md §5): the allow-lists every renderer
// applies (markdown.ts with DOMPurify in pages and the desktop preview, with sanitize-html in the
// pre-render and the server's stored reflections). Imports nothing, so any bundle can load it.

/** The only elements news and dialogue Markdown may produce. */
export const MARKDOWN_TAGS = ['p', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'br'] as const;

/**
 * Long-form pages (About) may also keep their structure: headings, quotes, code and rules. Links
 * follow the same policy.
 */
export const DOCUMENT_TAGS = [...MARKDOWN_TAGS, 'h2', 'h3', 'h4', 'blockquote', 'code', 'hr'] as const;

/** A heading moved `offset` levels down, never below h4. */
export const shiftedHeadingLevel = (level: number, offset: number): number => Math.min(4, level + offset);

/** The tags a gospel reflection may keep; links follow link-policy.ts. */
export const REFLECTION_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h3',
  'h4',
  'a',
];

/**
 * Refused elements dropped with their content, as DOMPurify drops them (code or chrome, never
 * prose); other refused tags keep their text. For sanitize-html's `nonTextTags`.
 */
export const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'noembed',
  'noframes',
];
