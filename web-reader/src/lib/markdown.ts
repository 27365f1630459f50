import { createDomSanitizer } from '@camino/schemas/dom-sanitizer';
import { createMarkdownRenderer, type MarkdownRenderer } from '@camino/schemas/markdown';
import DOMPurify from 'dompurify';
import { siteOrigin } from './site-origin';

// The pre-rendering server has no DOM: its build swaps this module for app/ssr/server-markdown.ts,
// the same renderer with sanitize-html (see vite.config.ts).

// A private DOMPurify instance: its settings never leak into other sanitizing. Made on first use,
// not when the module loads: a pre-rendered page hydrates its Markdown without rendering it
// (components/markdown-content.tsx), and setting DOMPurify up is a few milliseconds of that task.
let renderer: MarkdownRenderer | undefined;
const markdownRenderer = (): MarkdownRenderer =>
  (renderer ??= createMarkdownRenderer(createDomSanitizer(DOMPurify(window)), siteOrigin));

/** Markdown to safe HTML with the policy of @camino/schemas/html-policy and link-policy. */
export const renderMarkdown: MarkdownRenderer['renderMarkdown'] = (...args) =>
  markdownRenderer().renderMarkdown(...args);

/** Stored HTML (gospel reflections) cleaned to the reflection allow-list with the same link policy. */
export const sanitizeHtml: MarkdownRenderer['sanitizeHtml'] = (...args) =>
  markdownRenderer().sanitizeHtml(...args);
