/**
 * The regular expressions the schemas use for `pattern`, kept in one place so that the
 * validator can explain each one to a content author in plain words (see PATTERN_MESSAGES).
 * ajv compiles them with the `u` flag.
 */

/** At least one character that is not whitespace: rejects '' and '   '. */
export const NON_BLANK = '\\S';

/** Starts with http:// or https:// (no javascript:, data: or relative URLs). */
export const HTTP_URL = '^https?://';

/** An http(s) URL or a path on this site (`/demo/x.svg`, never protocol-relative `//host`). */
export const HTTP_URL_OR_SITE_PATH = '^(https?://|/(?!/))';

/** A whole string that is one markdown link: `[text](url)`. */
export const MARKDOWN_LINK = '^\\[[^\\]]+\\]\\(\\S+\\)$';

/**
 * `Volumen X` with X from 1 to 36 and no digit after it, so `Volumen 3` inside `Volumen 37`
 * does not count. The one group captures X.
 */
export const VOLUME_IN_TITLE = 'Volumen ([1-9]|[12][0-9]|3[0-6])(?![0-9])';

/** What a failed `pattern` means, keyed by the pattern itself. */
export const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  [NON_BLANK]: 'must not be blank',
  [HTTP_URL]: 'must start with http:// or https://',
  [HTTP_URL_OR_SITE_PATH]: 'must start with http://, https:// or / (a path on this site)',
  [MARKDOWN_LINK]: 'must be a markdown link like [text](https://example.org)',
  [VOLUME_IN_TITLE]: "must contain 'Volumen X' with X from 1 to 36",
};
