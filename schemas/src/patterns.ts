/**
 * The regular expressions the schemas use for `pattern`, kept in one place so that the
 * validator can explain each one to a content author in plain words (see PATTERN_CODES).
 * ajv compiles them with the `u` flag.
 */
import type { ProblemCode } from './messages/problems-en';

/** At least one character that is not whitespace: rejects '' and '   '. */
export const NON_BLANK = '\\S';

/** Starts with http:// or https:// (no javascript:, data: or relative URLs). */
export const HTTP_URL = '^https?://';

/** An http(s) URL or a path on this site (`/demo/x.svg`, never protocol-relative `//host`). */
export const HTTP_URL_OR_SITE_PATH = '^(https?://|/(?!/))';

/** A whole string that is one markdown link: `[text](url)`. */
export const MARKDOWN_LINK = '^\\[[^\\]]+\\]\\(\\S+\\)$';

/**
 * `Volumen X` (or `Volume X`, as an English translation writes it) with X from 1 to 36 and no
 * digit after it, so `Volumen 3` inside `Volumen 37` does not count. The one group captures X.
 */
export const VOLUME_IN_TITLE = 'Volumen? ([1-9]|[12][0-9]|3[0-6])(?![0-9])';

/** The problem a failed `pattern` raises, keyed by the pattern itself (its words: messages/problems-*.ts). */
export const PATTERN_CODES: Readonly<Record<string, ProblemCode>> = {
  [NON_BLANK]: 'pattern_non_blank',
  [HTTP_URL]: 'pattern_http_url',
  [HTTP_URL_OR_SITE_PATH]: 'pattern_http_url_or_site_path',
  [MARKDOWN_LINK]: 'pattern_markdown_link',
  [VOLUME_IN_TITLE]: 'pattern_volume_in_title',
};
