// The one Markdown renderer of Camino: marked parses, then the sanitizer the caller runs with
// applies the policy of html-policy.ts and link-policy.ts. Pages and the desktop preview pass
// DOMPurify (dom-sanitizer.ts); the server's pre-render and stored reflections pass sanitize-html
// (sanitize-html-sanitizer.ts). This module imports neither, so it runs anywhere.
import { Marked } from 'marked';
import { MARKDOWN_TAGS, REFLECTION_TAGS } from './html-policy';

/** What a sanitizer is asked to do with one piece of HTML. */
export interface SanitizeRequest {
  html: string;
  /** The elements to keep; the text of other elements stays, NON_TEXT_TAGS go whole. */
  tags: readonly string[];
  /** Moves kept headings this many levels down (shiftedHeadingLevel); 0 leaves them. */
  headingOffset: number;
  /** The site's origin for classifyHref; '' when not known. */
  origin: string;
}

/**
 * Applies a SanitizeRequest: keeps `tags` and, on links, only `href`; a link classifyHref refuses
 * becomes its text, an external one gets EXTERNAL_LINK_ATTRIBUTES. Returns HTML.
 */
export type HtmlSanitizer = (request: SanitizeRequest) => string;

/** How a Markdown text is rendered. */
export interface RenderOptions {
  /** Allowed elements; news and dialogue use the default, MARKDOWN_TAGS. */
  tags?: readonly string[];
  /** Shifts headings down (1: `#` becomes h2), so the page keeps one h1. */
  headingOffset?: number;
  /** The site's own origin, for absolute links to it; defaults to the renderer's. */
  origin?: string;
}

/** A renderer bound to one sanitizer. */
export interface MarkdownRenderer {
  /** Markdown to safe HTML. */
  renderMarkdown(source: string, options?: RenderOptions): string;
  /** Stored HTML (gospel reflections) cleaned to REFLECTION_TAGS with the same link policy. */
  sanitizeHtml(html: string, origin?: string): string;
}

/**
 * A renderer that sanitizes with `sanitize`; `defaultOrigin` gives the site's origin when a call
 * names none (the page's location, or the server's configured public URL).
 */
export function createMarkdownRenderer(
  sanitize: HtmlSanitizer,
  defaultOrigin: () => string,
): MarkdownRenderer {
  const markdown = new Marked({ gfm: true, breaks: true, async: false });
  return {
    renderMarkdown(source, options = {}) {
      const html = markdown.parse(source, { async: false });
      const tags = options.tags ?? MARKDOWN_TAGS;
      // With an offset, `#` is let through so it can become an allowed h2.
      const withHeadings = (options.headingOffset ?? 0) > 0 && tags.includes('h2');
      return sanitize({
        html,
        tags: withHeadings ? [...tags, 'h1'] : tags,
        headingOffset: withHeadings ? options.headingOffset! : 0,
        origin: options.origin ?? defaultOrigin(),
      });
    },
    sanitizeHtml(html, origin = defaultOrigin()) {
      return sanitize({ html, tags: REFLECTION_TAGS, headingOffset: 0, origin });
    },
  };
}
