import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from './escape-markdown';

/** What a reader of the rendered Markdown sees. */
function renderedText(markdown: string): string {
  const box = document.createElement('div');
  box.innerHTML = marked.parse(markdown, { async: false });
  return box.textContent ?? '';
}

describe('escapeMarkdown', () => {
  it.each([
    '# not a heading',
    '## nor this',
    '*not italic* and _not either_ and **not bold**',
    '<b>not bold</b> <script>x</script>',
    '[not a link](https://example.com) ![nor an image](x.png)',
    '- not a list',
    '+ nor this',
    '1. nor a numbered list',
    '3) nor this one',
    '> not a quote',
    '`not code`',
    '~~not struck~~',
    '&copy; stays five characters',
    '| not | a table |',
    'back\\slash',
    '---',
    '===',
  ])('renders %j as typed', (text) => {
    expect(renderedText(escapeMarkdown(text)).trim()).toBe(text);
  });

  it('leaves plain text and its parentheses, hyphens and full stops as they are', () => {
    expect(escapeMarkdown('1-2. Aprender a orar (Mt 6, 9-13).')).toBe('1-2. Aprender a orar (Mt 6, 9-13).');
  });
});
