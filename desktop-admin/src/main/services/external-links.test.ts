import { describe, expect, it } from 'vitest';
import { isExternalLinkAllowed, isSameOrigin } from './external-links';

describe('external links', () => {
  it('lets only http and https out', () => {
    expect(isExternalLinkAllowed('https://example.org/a')).toBe(true);
    expect(isExternalLinkAllowed('http://127.0.0.1:3000/')).toBe(true);
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://host/share',
      'mailto:a@b',
      'ms-msdt:x',
      '/relative',
      'https://user:pw@example.org/',
    ]) {
      expect(isExternalLinkAllowed(url)).toBe(false);
    }
  });

  it('compares origins exactly', () => {
    expect(isSameOrigin('app://camino/index.html', 'app://camino')).toBe(true);
    expect(isSameOrigin('http://localhost:5173/x', 'http://localhost:5173')).toBe(true);
    expect(isSameOrigin('https://evil.example/', 'app://camino')).toBe(false);
    expect(isSameOrigin('not a url', 'app://camino')).toBe(false);
    expect(isSameOrigin('app://other/index.html', 'app://camino')).toBe(false);
    expect(isSameOrigin('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
    expect(isSameOrigin('data:text/html,x', 'app://camino')).toBe(false);
  });
});
