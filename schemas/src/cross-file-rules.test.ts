import { describe, expect, it } from 'vitest';
import { crossFileProblems, repeatedDates, repeatedTitles, type CrossFileInput } from './cross-file-rules';

const file = (
  path: string,
  kind: string,
  data: unknown,
  volume: number | null = null,
  index: number | null = null,
) => ({ path, kind, volume, index, schemaValid: true, data }) satisfies CrossFileInput;

const playlist = (volume: number, titles: string[]) =>
  file(`playlists/Vol_${volume}.json`, 'playlist', { items: titles.map((title) => ({ title })) }, volume);

describe('cross-file rules', () => {
  it('finds dates repeated within and across files, pointing at the first', () => {
    expect(
      repeatedDates([
        { name: 'a', dates: ['2026-01-01', '2026-01-02', '2026-01-01'] },
        { name: 'b', dates: ['2026-01-02'] },
      ]),
    ).toEqual([
      { name: 'a', position: 2, date: '2026-01-01', firstName: 'a', firstPosition: 0 },
      { name: 'b', position: 0, date: '2026-01-02', firstName: 'a', firstPosition: 1 },
    ]);
  });

  it('finds tema titles used by more than one file', () => {
    const repeats = repeatedTitles([
      { name: 'x.json', title: 'Paz' },
      { name: 'y.json', title: 'Fe' },
      { name: 'z.json', title: 'Paz' },
    ]);
    expect([...repeats]).toEqual([['Paz', ['x.json', 'z.json']]]);
  });

  it('ties chapters to their volume playlist both ways', () => {
    const problems = crossFileProblems([
      playlist(1, ['1-1. Uno', '1-2. Dos']),
      file('main/Vol_1/1-1.json', 'main', {}, 1, 1),
      file('main/Vol_1/1-3.json', 'main', {}, 1, 3),
      file('main/Vol_2/2-1.json', 'main', {}, 2, 1),
    ]);
    expect(problems.get('playlists/Vol_1.json')).toEqual([
      expect.objectContaining({ pointer: '/items/1/title', message: 'has no main file main/Vol_1/1-2.json' }),
    ]);
    expect(problems.get('main/Vol_1/1-3.json')?.[0]?.message).toContain(
      'has no video in playlists/Vol_1.json',
    );
    expect(problems.get('main/Vol_2/2-1.json')?.[0]?.message).toContain('volume 2 has no playlist');
    expect(problems.has('main/Vol_1/1-1.json')).toBe(false);
  });

  it('reports a gospel date in a second file and a tema title in two files', () => {
    const problems = crossFileProblems([
      file('evangelios/a.json', 'gospel', [{ date: '2026-01-01' }]),
      file('evangelios/b.json', 'gospel', { date: '2026-01-01' }),
      file('temas/x.json', 'tema', { title: 'Paz' }),
      file('temas/y.json', 'tema', { title: 'Paz' }),
    ]);
    expect(problems.get('evangelios/b.json')).toEqual([
      expect.objectContaining({
        pointer: '/date',
        message: 'repeats the date 2026-01-01 of evangelios/a.json',
      }),
    ]);
    expect(problems.has('evangelios/a.json')).toBe(false);
    expect(problems.get('temas/x.json')).toEqual([
      expect.objectContaining({ pointer: '/title', message: "the title 'Paz' is also used by temas/y.json" }),
    ]);
  });
});
