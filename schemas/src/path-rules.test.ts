import { describe, expect, it } from 'vitest';
import { crossFileProblems, missingPathChapters, type CrossFileInput } from './cross-file-rules';
import type { PathFile } from './path';

const path = (id: string, chapters: Array<{ volume: number; index: number }>): PathFile => ({
  id,
  title: { en: 'A', es: 'A' },
  description: { en: 'A', es: 'A' },
  start: 'on-join',
  days: [{ gospel: true }, { chapters }],
});
const file = (
  p: string,
  kind: string,
  data: unknown,
  volume: number | null = null,
  index: number | null = null,
) => ({ path: p, kind, volume, index, schemaValid: true, data }) satisfies CrossFileInput;

describe('path rules', () => {
  it('names each chapter a path needs that is not published, at its place', () => {
    const found = missingPathChapters(
      path('a', [
        { volume: 1, index: 1 },
        { volume: 2, index: 5 },
      ]),
      (volume) => volume === 1,
    );
    expect(found).toEqual([
      expect.objectContaining({
        pointer: '/days/1/chapters/1',
        code: 'path_chapter_missing',
        message: 'names chapter 2-5, which is not published',
      }),
    ]);
  });

  it('checks a workspace: chapters need a main file, and an id is used by one file', () => {
    const problems = crossFileProblems([
      file('main/Vol_1/1-1.json', 'main', {}, 1, 1),
      file('paths/a.json', 'path', path('same', [{ volume: 1, index: 1 }])),
      file('paths/b.json', 'path', path('same', [{ volume: 1, index: 2 }])),
    ]);
    expect(problems.get('paths/a.json')).toEqual([
      expect.objectContaining({ pointer: '/id', code: 'path_repeated_id' }),
    ]);
    expect(problems.get('paths/b.json')).toEqual([
      expect.objectContaining({ pointer: '/days/1/chapters/0', code: 'path_chapter_missing' }),
      expect.objectContaining({ pointer: '/id', code: 'path_repeated_id' }),
    ]);
  });
});
