import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths of this site with their query', () => {
    expect(safeRedirect('/volume/3?chapter=2')).toBe('/volume/3?chapter=2');
    expect(safeRedirect('/evangelio?date=2026-11-22')).toBe('/evangelio?date=2026-11-22');
  });

  it('refuses other sites and tricks, falling back home', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil',
      '/user-login?redirect=/x',
    ])
      expect(safeRedirect(bad)).toBe('/');
  });
});
