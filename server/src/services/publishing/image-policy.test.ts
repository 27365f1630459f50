import { describe, expect, it } from 'vitest';
import { problemText } from '@camino/schemas/messages/render-problem';
import { blockedImageReason } from './image-policy';

describe('featured image against the CSP img-src', () => {
  it.each([
    ['https://img.example.org/a.jpg', 'https://camino.example', null],
    ['/demo/featured.svg', 'https://camino.example', null],
    ['https://camino.example/a.png', 'https://camino.example', null],
    ['http://localhost:3000/a.png', 'http://localhost:3000', null],
    ['http://img.example.org/a.jpg', 'https://camino.example', /plain http:\/\//],
    ['ftp://img.example.org/a.jpg', 'https://camino.example', /use an https:\/\/ address/],
    ['//evil.example/a.png', 'https://camino.example', null],
  ])('%s on %s', (url, site, reason) => {
    const result = blockedImageReason(url, site);
    if (reason === null) expect(result).toBeNull();
    else expect(problemText(result!)).toMatch(reason);
  });

  it('follows a policy that names hosts', () => {
    const sources = ["'self'", 'https://cdn.example.org', '*.img.example.net'];
    expect(blockedImageReason('https://cdn.example.org/x.png', null, sources)).toBeNull();
    expect(blockedImageReason('https://a.img.example.net/x.png', null, sources)).toBeNull();
    expect(blockedImageReason('https://other.example.org/x.png', null, sources)?.code).toBe('image_blocked');
    expect(blockedImageReason('data:image/png;base64,AAAA', null, sources)?.code).toBe('image_blocked');
  });
});
