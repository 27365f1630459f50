import { describe, expect, it } from 'vitest';
import { ALL_LETTERS, byTitle, filterTemas, foldText, initialOf, initialsOf } from './filter-temas';

const temas = [
  { id: 1, title: 'Oración' },
  { id: 2, title: 'Perdón' },
  { id: 3, title: 'Esperanza' },
  { id: 4, title: 'Ángeles' },
  { id: 5, title: 'ñandú' },
  { id: 6, title: 'Paz' },
  { id: 7, title: '  obediencia' },
  { id: 8, title: '7 virtudes' },
];

describe('initialOf', () => {
  it('is the first letter in upper case without accents', () => {
    expect(initialOf('Oración')).toBe('O');
    expect(initialOf('Ángeles')).toBe('A');
    expect(initialOf('  obediencia')).toBe('O');
  });

  it('keeps Ñ apart and files anything but a letter under #', () => {
    expect(initialOf('ñandú')).toBe('Ñ');
    expect(initialOf('7 virtudes')).toBe('#');
    expect(initialOf('')).toBe('#');
  });
});

describe('initialsOf (the letter filter)', () => {
  it('lists each initial present once, in Spanish alphabetical order', () => {
    expect(initialsOf(temas)).toEqual(['#', 'A', 'E', 'Ñ', 'O', 'P']);
  });

  it('is empty without themes', () => {
    expect(initialsOf([])).toEqual([]);
  });
});

describe('filterTemas', () => {
  const titles = (list: { title: string }[]) => list.map((tema) => tema.title);

  it('with no filter shows every theme', () => {
    expect(filterTemas(temas, { search: '', letter: ALL_LETTERS })).toHaveLength(temas.length);
  });

  it('filters by initial', () => {
    expect(titles(filterTemas(temas, { search: '', letter: 'P' }))).toEqual(['Perdón', 'Paz']);
    expect(titles(filterTemas(temas, { search: '', letter: 'O' }))).toEqual(['Oración', '  obediencia']);
    expect(titles(filterTemas(temas, { search: '', letter: 'A' }))).toEqual(['Ángeles']);
  });

  it('searches any case and any accents, and combines with the letter', () => {
    expect(titles(filterTemas(temas, { search: 'ORACION', letter: ALL_LETTERS }))).toEqual(['Oración']);
    expect(titles(filterTemas(temas, { search: ' on ', letter: ALL_LETTERS }))).toEqual([
      'Oración',
      'Perdón',
    ]);
    expect(titles(filterTemas(temas, { search: 'on', letter: 'P' }))).toEqual(['Perdón']);
    expect(filterTemas(temas, { search: 'zzz', letter: ALL_LETTERS })).toEqual([]);
  });

  it('folds text for comparison', () => {
    expect(foldText('Perdón Ñ')).toBe('perdon n');
  });
});

describe('byTitle', () => {
  it('orders the titles as shown, translated or not, in the UI language', () => {
    const listed = [{ title: 'Esperanza' }, { title: 'Prayer' }, { title: 'Forgiveness' }];
    expect(byTitle(listed, 'en').map((tema) => tema.title)).toEqual(['Esperanza', 'Forgiveness', 'Prayer']);
    expect(listed[1]!.title).toBe('Prayer');
  });
});
