// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TAGS } from '@camino/schemas/html-policy';
import { renderMarkdown } from '../../lib/markdown';

describe('the preview renderer (shared with the reader)', () => {
  it('keeps only the allow-list of SPEC.md §5', () => {
    const html = renderMarkdown(
      '# Title\n\n**b** *i* `code`\n\n- one\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(html).toBe('Title\n<p><strong>b</strong> <em>i</em> code</p>\n<ul>\n<li>one</li>\n</ul>');
  });

  it('keeps links to the site, paths and https; external ones open apart without opener or referrer', () => {
    const source =
      '[a](/evangelio) [b](https://example.org) [c](http://example.org) [d](javascript:alert(1)) [e](//evil.example) [f](https://site.example/x)';
    expect(renderMarkdown(source, { origin: 'https://site.example' })).toBe(
      '<p><a href="/evangelio">a</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">b</a> c d e <a href="https://site.example/x">f</a></p>',
    );
  });

  it('lets About keep its structure, one heading level down', () => {
    expect(renderMarkdown('# A\n\n> q', { tags: DOCUMENT_TAGS, headingOffset: 1 })).toBe(
      '<h2>A</h2>\n<blockquote>\n<p>q</p>\n</blockquote>',
    );
  });
});
