import { describe, expect, it } from 'vitest';
import { parseMarkdownLink } from './markdown-link';

describe('parseMarkdownLink', () => {
  it('reads "[text](url)"', () => {
    expect(parseMarkdownLink('[Leer el capítulo](https://x.org/mateo5)')).toEqual({
      text: 'Leer el capítulo',
      url: 'https://x.org/mateo5',
    });
  });

  it('refuses anything else', () => {
    for (const bad of [
      'https://x.org',
      '[no url]',
      '(https://x.org)',
      '[a](b c)',
      'text [a](https://x.org) more',
    ])
      expect(parseMarkdownLink(bad)).toBeNull();
  });
});
