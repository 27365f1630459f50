import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalContentText, contentHash, sortedJson, storedContentText } from './content-hash';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the content-hash rule', () => {
  it('stores JSON as JSON.stringify of the value, so formatting is not a change', () => {
    const written = '{\n  "info": { "volume": 1, "index": 2 },\n  "title": "Paz"\n}\n';
    expect(canonicalContentText('main/Vol_1/1-2.json', written)).toBe(storedContentText(JSON.parse(written)));
    expect(canonicalContentText('main/Vol_1/1-2.json', written)).toBe(
      '{"info":{"volume":1,"index":2},"title":"Paz"}',
    );
  });

  it('takes Markdown and JSON that does not parse as written', () => {
    expect(canonicalContentText('about.md', '# Hi \n')).toBe('# Hi \n');
    expect(canonicalContentText('news.json', '{ broken')).toBe('{ broken');
  });

  it('hashes the stored text with the SHA-256 it is given', () => {
    expect(contentHash('{"a":1}', sha256)).toBe(sha256('{"a":1}'));
  });

  it('sorts keys at every level for comparing rebuilt content', () => {
    expect(sortedJson({ b: 1, a: { d: [{ f: 1, e: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[{"e":2,"f":1}]},"b":1}',
    );
  });
});
