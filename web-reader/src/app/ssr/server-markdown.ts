/**
 * The server's stand-in for lib/markdown.ts (the pre-render build swaps the module, see
 * vite.config.ts): the same renderer and policy (@camino/schemas/markdown) with sanitize-html,
 * since the server has no DOM for DOMPurify. The browser keeps the server's HTML of a hydrated
 * page, so this output is what visitors see first; schemas/src/sanitize-html-sanitizer.test.ts
 * checks that it matches the browser's.
 */
import { createMarkdownRenderer } from '@camino/schemas/markdown';
import { createSanitizeHtmlSanitizer } from '@camino/schemas/sanitize-html-sanitizer';
import sanitize from 'sanitize-html';

let serverOrigin = '';

/** The site's public origin, for absolute links to the site itself (set once by the pre-render). */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

const renderer = createMarkdownRenderer(createSanitizeHtmlSanitizer(sanitize), () => serverOrigin);

/** Markdown to safe HTML with the reader's policy (see lib/markdown.ts). */
export const renderMarkdown = renderer.renderMarkdown;

/** Stored HTML (gospel reflections) cleaned to the reflection allow-list with the same link policy. */
export const sanitizeHtml = renderer.sanitizeHtml;
