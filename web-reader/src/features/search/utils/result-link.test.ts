import { describe, expect, it } from 'vitest';
import { resultPath, searchPagePath } from './result-link';

describe('resultPath', () => {
  it('leads each kind to its page', () => {
    expect(resultPath({ kind: 'chapter', target: { volume: 3, index: 5 } })).toBe('/volume/3?chapter=5');
    expect(resultPath({ kind: 'note', target: { volume: 1, index: 2 } })).toBe('/volume/1?chapter=2');
    expect(resultPath({ kind: 'theme', target: { id: 7 } })).toBe('/tema/7');
    expect(resultPath({ kind: 'gospel', target: { date: '2030-03-01' } })).toBe('/evangelio?date=2030-03-01');
  });

  it('encodes the query of the results page', () => {
    expect(searchPagePath('perdón & paz')).toBe('/search?q=perd%C3%B3n+%26+paz');
    expect(searchPagePath('paz', 'theme')).toBe('/search?q=paz&kind=theme');
  });
});
