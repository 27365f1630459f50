// The policy applied with sanitize-html, where there is no DOM: the reader's pre-render and the
// server's stored gospel reflections. sanitize-html is passed in, not imported (it is a server
// dependency); its output must be as strict as the DOM sanitizer's, never looser.
import { NON_TEXT_TAGS, shiftedHeadingLevel } from './html-policy';
import { classifyHref, EXTERNAL_LINK_ATTRIBUTES } from './link-policy';
import type { HtmlSanitizer } from './markdown';

type Tag = { tagName: string; attribs: Record<string, string> };
type Transformer = (tagName: string, attribs: Record<string, string>) => Tag;

/** The options of sanitize-html this uses. */
export interface SanitizeHtmlOptions {
  allowedTags: string[];
  allowedAttributes: Record<string, string[]>;
  allowedSchemes: string[];
  allowProtocolRelative: boolean;
  nonTextTags: string[];
  transformTags: Record<string, Transformer>;
}

/** sanitize-html's default export. */
export type SanitizeHtmlFunction = (html: string, options: SanitizeHtmlOptions) => string;

/** A refused link becomes its text: `span` is not allowed, so only its content stays. */
const unwrapped = (): Tag => ({ tagName: 'span', attribs: {} });

function linkTransform(origin: string): Transformer {
  return (tagName, attribs) => {
    const href = (attribs.href ?? '').trim();
    const kind = classifyHref(href, origin);
    if (kind === null) return unwrapped();
    return { tagName, attribs: kind === 'external' ? { href, ...EXTERNAL_LINK_ATTRIBUTES } : { href } };
  };
}

/** The sanitizer for Node: `sanitize` is `import sanitize from 'sanitize-html'`. */
export function createSanitizeHtmlSanitizer(sanitize: SanitizeHtmlFunction): HtmlSanitizer {
  return ({ html, tags, headingOffset, origin }) => {
    const transformTags: Record<string, Transformer> = { a: linkTransform(origin) };
    if (headingOffset > 0) {
      for (let level = 1; level <= 6; level += 1) {
        // Only headings the list lets through move; the rest are dropped as DOMPurify drops them.
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
      nonTextTags: [...NON_TEXT_TAGS],
      transformTags,
    }).trim();
  };
}
