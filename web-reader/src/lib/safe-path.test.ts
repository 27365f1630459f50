import { describe, expect, it } from 'vitest';
import { safeInternalPath } from './safe-path';

describe('safeInternalPath', () => {
  it('keeps paths of this site with their query', () => {
    expect(safeInternalPath('/temas?letter=O')).toBe('/temas?letter=O');
    expect(safeInternalPath('/tema/3', '/temas')).toBe('/tema/3');
  });

  it('falls back for anything else', () => {
    for (const bad of [null, undefined, '', 'https://evil.example', '//evil.example', '/\\evil', '/a b'])
      expect(safeInternalPath(bad, '/temas')).toBe('/temas');
  });
});
