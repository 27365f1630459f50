// @vitest-environment jsdom
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { createDomSanitizer } from './dom-sanitizer';
import { DOCUMENT_TAGS } from './html-policy';
import { createMarkdownRenderer } from './markdown';

// The renderer as pages and the desktop preview run it: DOMPurify over the (here jsdom) window.
// schemas/ compiles without the DOM library, hence the window read through globalThis.
const { window } = globalThis as unknown as { window: Parameters<typeof DOMPurify>[0] };
const { renderMarkdown, sanitizeHtml } = createMarkdownRenderer(
  createDomSanitizer(DOMPurify(window)),
  () => '',
);

const ORIGIN = 'https://camino.example';
const md = (source: string) => renderMarkdown(source, { origin: ORIGIN });

/** Every tag name in an HTML string. */
const tagsOf = (html: string) => [...html.matchAll(/<([a-z0-9]+)/gi)].map((m) => m[1]!.toLowerCase());

describe('renderMarkdown: the allow-list (SPEC.md §5)', () => {
  it('renders the allowed Markdown elements', () => {
    const html = md('Hello **bold** and *em*  \nnext\n\n- one\n- two\n\n1. first\n2. second');
    expect(new Set(tagsOf(html))).toEqual(new Set(['p', 'strong', 'em', 'br', 'ul', 'li', 'ol']));
  });

  it('keeps only p, strong, em, a, ul, ol, li and br, whatever the input', () => {
    const html = md(
      '# Title\n\n> quote\n\n`code`\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![img](https://x.org/a.png)\n\n---\n\n<div><span>x</span></div>',
    );
    for (const tag of tagsOf(html)) expect(['p', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'br']).toContain(tag);
    expect(html).toContain('Title');
    expect(html).toContain('quote');
  });

  it('removes script tags with their content', () => {
    const html = md(
      'Hi <script>alert(1)</script> there\n\n<script src="https://evil.example/x.js"></script>',
    );
    expect(html).not.toMatch(/script|alert/i);
    expect(html).toContain('Hi');
  });

  it('removes event-handler and style attributes', () => {
    const html = md(
      '<p onclick="alert(1)" style="color:red" class="x">click</p> <img src=x onerror=alert(1)> <a href="/ok" onmouseover="alert(1)">ok</a>',
    );
    expect(html).not.toMatch(/onclick|onerror|onmouseover|style=|class=|<img/i);
    expect(html).toContain('click');
    expect(html).toContain('<a href="/ok">ok</a>');
  });

  it('flattens nested HTML to its text', () => {
    const html = md(
      '<div><section><b>bold?</b><iframe src="https://evil.example"></iframe><svg><g onload="alert(1)">x</g></svg></section></div>',
    );
    expect(tagsOf(html).filter((t) => !['p'].includes(t))).toEqual([]);
    expect(html).toContain('bold?');
    expect(html).not.toMatch(/iframe|svg|onload/i);
  });

  it('drops javascript:, data:, vbscript: and http: links but keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:x',
      'http://insecure.example/x',
      'mailto:a@b.c',
      'ftp://x.org',
    ]) {
      const html = md(`[click me](${href})`);
      expect(html, href).toBe('<p>click me</p>');
    }
    expect(md('<a href="javascript&colon;alert(1)">x</a>')).not.toContain('href');
    expect(md('<a href="&#106;avascript:alert(1)">x</a>')).not.toContain('href');
  });

  it('drops protocol-relative and disguised links', () => {
    for (const href of [
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https:evil.example',
      'https://',
    ]) {
      expect(md(`<a href="${href}">text</a>`), href).toBe('<p>text</p>');
    }
    expect(md('<a href="/\t/evil.example">text</a>')).toBe('<p>text</p>');
    expect(md('<a href="https://camino.example.evil.example/x">x</a>')).toContain('target="_blank"');
  });

  it('opens https links in a new tab without opener or referrer, and never trusts given targets', () => {
    const html = md('<a href="https://bible.example/juan3" target="_self" rel="opener">Juan 3</a>');
    expect(html).toBe(
      '<p><a href="https://bible.example/juan3" target="_blank" rel="noopener noreferrer">Juan 3</a></p>',
    );
  });

  it('keeps site links in the tab: root-relative paths and the site’s own origin', () => {
    expect(md('[Gospel](/evangelio)')).toBe('<p><a href="/evangelio">Gospel</a></p>');
    expect(md('[About](https://camino.example/about)')).toBe(
      '<p><a href="https://camino.example/about">About</a></p>',
    );
  });

  it('cannot be tricked by marked into emitting raw HTML attributes', () => {
    const html = md('[x](https://ok.example "title\\" onmouseover=\\"alert(1)")');
    expect(html).not.toMatch(/onmouseover|title=/i);
  });
});

describe('renderMarkdown for documents (About)', () => {
  it('keeps headings, shifted down so the page keeps one h1', () => {
    const html = renderMarkdown('# About\n\n## Contact\n\n#### Deep', {
      tags: DOCUMENT_TAGS,
      headingOffset: 1,
      origin: ORIGIN,
    });
    expect(tagsOf(html)).toEqual(['h2', 'h3', 'h4']);
  });

  it('still drops scripts and unsafe links', () => {
    const html = renderMarkdown('# T\n\n<script>x()</script>\n\n[a](javascript:x)', {
      tags: DOCUMENT_TAGS,
      headingOffset: 1,
      origin: ORIGIN,
    });
    expect(html).toBe('<h2>T</h2>\n<p>a</p>');
  });
});

describe('sanitizeHtml (gospel reflections)', () => {
  it('keeps the reflection tags and cleans the rest', () => {
    const html = sanitizeHtml(
      '<p style="x">Hola <strong>mundo</strong><img src=x onerror=alert(1)></p><blockquote>cita</blockquote><script>bad()</script><a href="javascript:bad()">texto</a><a href="https://x.org">x</a>',
      ORIGIN,
    );
    expect(html).toBe(
      '<p>Hola <strong>mundo</strong></p><blockquote>cita</blockquote>texto<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
