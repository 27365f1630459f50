import { NON_TEXT_TAGS, REFLECTION_TAGS } from '@camino/schemas/html-policy';
import sanitizeHtml from 'sanitize-html';

/** Link targets a reflection may use; anything else (javascript:, data:, relative) loses its link. */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: REFLECTION_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  nonTextTags: NON_TEXT_TAGS,
  transformTags: {
    // A link keeps only a safe absolute target and always opens apart, without opener or referrer.
    // One without such a target becomes its plain text (`span` is not allowed, so only text stays).
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      if (!SAFE_HREF.test(href)) return { tagName: 'span', attribs: {} as sanitizeHtml.Attributes };
      return { tagName, attribs: { href, rel: 'noopener noreferrer', target: '_blank' } };
    },
  },
};

/**
 * Cleans a gospel reflection's HTML to a small allow-list (paragraphs, emphasis, lists, quotes,
 * h3/h4 and http(s)/mailto links) before it is stored, so the reader can render it as HTML.
 * Scripts, event handlers, styles, frames and unknown tags go; their prose text stays.
 */
export function sanitizeReflection(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
