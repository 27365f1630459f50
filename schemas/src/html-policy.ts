// What a gospel reflection's HTML may keep, shared by the server's sanitizer, the reader's
// pre-render (sanitize-html) and the browser's renderer (DOMPurify). Imports nothing, so the
// browser can load it without a validator.

/** The tags a gospel reflection may keep; links follow each renderer's link policy. */
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
