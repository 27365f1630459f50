import { describe, expect, it } from 'vitest';
import { classifyHref } from './link-policy';

const ORIGIN = 'https://camino.example';

describe('classifyHref (SPEC.md §5)', () => {
  it('keeps root-relative paths and the site’s own origin in the tab', () => {
    expect(classifyHref('/evangelio?date=2026-01-01', ORIGIN)).toBe('internal');
    expect(classifyHref('https://camino.example/about', ORIGIN)).toBe('internal');
    expect(classifyHref('https://camino.example', ORIGIN)).toBe('internal');
  });

  it('opens other https links apart', () => {
    expect(classifyHref('https://bible.example/juan3', ORIGIN)).toBe('external');
    expect(classifyHref('https://camino.example.evil.example/x', ORIGIN)).toBe('external');
    expect(classifyHref('https://camino.example/about', '')).toBe('external');
  });

  it('refuses every other target', () => {
    for (const href of [
      '',
      'javascript:alert(1)',
      'data:text/html,x',
      'http://x.org',
      'mailto:a@b.c',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://',
      'https:evil.example',
    ])
      expect(classifyHref(href, ORIGIN), href).toBeNull();
  });
});
