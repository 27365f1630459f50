import { createDomSanitizer } from '@camino/schemas/dom-sanitizer';
import { createMarkdownRenderer } from '@camino/schemas/markdown';
import DOMPurify from 'dompurify';

// The reader's very renderer and policy (@camino/schemas/markdown), with DOMPurify over this
// window. The preview always names the connected server's origin; with none, site links are
// only root-relative ones.
const renderer = createMarkdownRenderer(createDomSanitizer(DOMPurify(window)), () => '');

/** Markdown to safe HTML, exactly as the reader will show it. */
export const renderMarkdown = renderer.renderMarkdown;
