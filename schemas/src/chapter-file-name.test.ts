import { describe, expect, it } from 'vitest';
import { checkNameMatchesInfo, parseChapterFileName, parseChapterTitle } from './chapter-file-name';

describe('parseChapterFileName', () => {
  it.each([
    ['11-5.json', { volume: 11, index: 5, kind: 'main' }],
    ['11-5_o.json', { volume: 11, index: 5, kind: 'optional' }],
    ['36-999.json', { volume: 36, index: 999, kind: 'main' }],
    ['1-1_o.json', { volume: 1, index: 1, kind: 'optional' }],
    ['Vol_11_main/11-5.json', { volume: 11, index: 5, kind: 'main' }],
    ['Vol_11_optional\\11-5_o.json', { volume: 11, index: 5, kind: 'optional' }],
  ])('reads %s', (name, expected) => {
    expect(parseChapterFileName(name)).toEqual(expected);
  });

  it.each([
    '37-1.json',
    '0-1.json',
    '1-0.json',
    '1-1000.json',
    '01-5.json',
    '11-05.json',
    '11-5.JSON',
    '11-5_O.json',
    '11-5_opt.json',
    '11_5.json',
    '11-5.json.bak',
    '._11-5.json',
    '-5.json',
    '',
  ])('refuses %j', (name) => {
    expect(parseChapterFileName(name)).toBeNull();
  });
});

describe('checkNameMatchesInfo', () => {
  it('finds nothing when name and info agree', () => {
    expect(checkNameMatchesInfo('11-5.json', { volume: 11, index: 5 })).toEqual([]);
    expect(checkNameMatchesInfo('11-5_o.json', { volume: 11, index: 5 })).toEqual([]);
  });

  it('points at each disagreeing info field', () => {
    expect(checkNameMatchesInfo('11-5.json', { volume: 12, index: 5 })).toEqual([
      expect.objectContaining({
        pointer: '/info/volume',
        message: "the file name '11-5.json' says volume 11 but info says 12",
      }),
    ]);
    expect(checkNameMatchesInfo('11-5_o.json', { volume: 1, index: 15 })).toEqual([
      expect.objectContaining({
        pointer: '/info/volume',
        message: "the file name '11-5_o.json' says volume 11 but info says 1",
      }),
      expect.objectContaining({
        pointer: '/info/index',
        message: "the file name '11-5_o.json' says index 5 but info says 15",
      }),
    ]);
  });

  it('reports a name that is not a chapter file name', () => {
    expect(checkNameMatchesInfo('capitulo.json', { volume: 1, index: 1 })).toEqual([
      expect.objectContaining({
        pointer: '',
        message:
          "file name 'capitulo.json' must look like '{volume}-{index}.json' or '{volume}-{index}_o.json'",
      }),
    ]);
  });
});

describe('parseChapterTitle', () => {
  it.each([
    ['11-5. La oración', { volume: 11, index: 5 }],
    ['1-1.', { volume: 1, index: 1 }],
    ['36-120. Final', { volume: 36, index: 120 }],
    [' 3-07. Con cero', { volume: 3, index: 7 }],
  ])('reads %j', (title, expected) => {
    expect(parseChapterTitle(title)).toEqual(expected);
  });

  it.each(['11-5 La oración', 'Capítulo 11-5. x', '37-1. x', '0-1. x', '3-0. x', '11.5. x', '', 'Intro'])(
    'finds no chapter in %j',
    (title) => {
      expect(parseChapterTitle(title)).toBeNull();
    },
  );
});
