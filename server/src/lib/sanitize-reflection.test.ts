// Proves the gospel reflection sanitizer keeps the allowed prose markup and defuses hostile HTML.
import { describe, expect, it } from 'vitest';
import { sanitizeReflection } from './sanitize-reflection';

describe('sanitizeReflection', () => {
  it('keeps every allowed element as written', () => {
    const html =
      '<h3>Título</h3><p>Uno<br />dos <strong>s</strong> <em>e</em> <b>b</b> <i>i</i> <u>u</u></p>' +
      '<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>cita</blockquote><h4>fin</h4>';
    expect(sanitizeReflection(html)).toBe(html);
  });

  it('keeps the demo reflections unchanged', () => {
    const html = '<p>Deja a las demás <em>hasta encontrarla</em>.</p><p><strong>el Pastor</strong></p>';
    expect(sanitizeReflection(html)).toBe(html);
  });

  it('removes scripts with their code, and keeps the prose around them', () => {
    expect(sanitizeReflection('<p>Hola <script>alert(1)</script>mundo</p>')).toBe('<p>Hola mundo</p>');
    expect(sanitizeReflection('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(sanitizeReflection('<svg><script>alert(1)</script></svg><p>x</p>')).toBe('<p>x</p>');
  });

  it('removes event handlers, images and style attributes and elements', () => {
    expect(sanitizeReflection('<img src=x onerror=alert(1)><p onclick="x()" style="color:red">t</p>')).toBe(
      '<p>t</p>',
    );
    expect(sanitizeReflection('<style>p{display:none}</style><p>s</p>')).toBe('<p>s</p>');
  });

  it('removes frames, objects and forms with their content', () => {
    expect(sanitizeReflection('<iframe src="https://evil.org">inner</iframe>after')).toBe('after');
    expect(sanitizeReflection('<object data="x.swf"></object><embed src="x"><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeReflection('<form action="https://evil.org"><input name="p"></form>x')).toBe('x');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt&#58;alert(1)',
    '  java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.org/x',
    'http://insecure.org/x',
    'mailto:a@b.org',
    'relative/path',
  ])('turns a link to %j into its plain text', (href) => {
    expect(sanitizeReflection(`<p><a href="${href}">texto</a></p>`)).toBe('<p>texto</p>');
  });

  it("keeps https links (the reader's link rule), opening apart without opener or referrer", () => {
    expect(
      sanitizeReflection(
        '<a href="https://ok.org/a?b=1&c=2" onclick="x" target="_self" rel="opener" title="t">ok</a>',
      ),
    ).toBe('<a href="https://ok.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">ok</a>');
  });

  it('keeps root-relative links to the site in the tab', () => {
    expect(sanitizeReflection('<p><a href="/evangelio?date=2026-01-01" target="_blank">hoy</a></p>')).toBe(
      '<p><a href="/evangelio?date=2026-01-01">hoy</a></p>',
    );
  });

  it('closes unclosed and misnested tags and unwraps unknown ones', () => {
    expect(sanitizeReflection('<p><strong>sin cerrar <em>anidado</p>')).toBe(
      '<p><strong>sin cerrar <em>anidado</em></strong></p>',
    );
    expect(sanitizeReflection('<ul><li>a<li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeReflection('<div><h1>grande</h1><span>s</span></div>')).toBe('grandes');
  });

  it('keeps escaped markup escaped and drops comments', () => {
    expect(sanitizeReflection('<p>&lt;script&gt;</p><!-- x -->')).toBe('<p>&lt;script&gt;</p>');
  });
});
