import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withServerImages } from './image-policy';

const indexHtml = () => readFile(path.join(import.meta.dirname, '../renderer/index.html'), 'utf8');
const imgSrc = (html: string) => /img-src ([^;"]*)/.exec(html)?.[1];

describe('the image CSP', () => {
  it('allows the thumbnails and the connected server only, never any https host', async () => {
    const html = await indexHtml();
    expect(imgSrc(html)).toBe("'self' data: https://i.ytimg.com https://img.youtube.com");
    expect(imgSrc(withServerImages(html, 'https://camino.example.org/base'))).toBe(
      "'self' data: https://i.ytimg.com https://img.youtube.com https://camino.example.org",
    );
    expect(imgSrc(withServerImages(html, null))).toBe(imgSrc(html));
    expect(imgSrc(withServerImages(html, 'javascript:alert(1)'))).toBe(imgSrc(html));
    expect(html).not.toMatch(/img-src[^;]*https:[;\s]/);
  });
});
