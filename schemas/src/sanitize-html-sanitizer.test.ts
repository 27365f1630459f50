// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import sanitize from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { createDomSanitizer } from './dom-sanitizer';
import { DOCUMENT_TAGS } from './html-policy';
import { createMarkdownRenderer } from './markdown';
import { createSanitizeHtmlSanitizer } from './sanitize-html-sanitizer';

// schemas/ compiles without the DOM library, hence jsdom's globals read through globalThis.
const { window, document } = globalThis as unknown as {
  window: Parameters<typeof DOMPurify>[0];
  document: { createElement(tag: 'div'): { innerHTML: string } };
};
const browser = createMarkdownRenderer(createDomSanitizer(DOMPurify(window)), () => '');
const server = createMarkdownRenderer(createSanitizeHtmlSanitizer(sanitize), () => '');

const ORIGIN = 'https://camino.example.org';

/** Both outputs read back by the same DOM, so only what they mean is compared, not their spelling. */
function normalized(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.innerHTML;
}

const MARKDOWN = [
  'Plain **bold** and *em*, a line\nbreak.',
  '- one\n- two\n\n1. first\n2. second',
  '[inside](/evangelio?date=2026-01-01) [own absolute](https://camino.example.org/about) [out](https://example.com/x)',
  '[bad](javascript:alert(1)) [data](data:text/html,hi) [plain http](http://example.com) [mail](mailto:a@b.c) [proto](//evil.example)',
  '<script>alert(1)</script><img src=x onerror=alert(1)> <b onclick="x()">kept text</b> <iframe src="https://x"></iframe>',
  '# Title\n\n## Part\n\n#### Deep\n\n##### Deeper\n\n> quote\n\n`code` and\n\n---',
  'Text with <a href="https://example.com" target="_self" onclick="x">raw link</a> & ampersands < > "quotes"',
];

describe('the renderer with sanitize-html (pre-render, stored reflections)', () => {
  it.each(MARKDOWN)('gives what the browser gives for news Markdown: %s', (source) => {
    expect(normalized(server.renderMarkdown(source, { origin: ORIGIN }))).toBe(
      normalized(browser.renderMarkdown(source, { origin: ORIGIN })),
    );
  });

  it.each(MARKDOWN)('gives what the browser gives for About (headings moved down): %s', (source) => {
    const options = { origin: ORIGIN, tags: DOCUMENT_TAGS, headingOffset: 1 };
    expect(normalized(server.renderMarkdown(source, options))).toBe(
      normalized(browser.renderMarkdown(source, options)),
    );
  });

  it('cleans a gospel reflection as the browser does', () => {
    const html =
      '<p>Hi <a href="https://example.com">out</a> <a href="javascript:x">bad</a></p><h2>h2 goes</h2><h3>kept</h3><style>p{}</style><u>u</u>';
    expect(normalized(server.sanitizeHtml(html, ORIGIN))).toBe(
      normalized(browser.sanitizeHtml(html, ORIGIN)),
    );
  });
});
