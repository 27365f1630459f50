import { describe, expect, it } from 'vitest';
import { cleanVerse, cleanVerses } from './clean-verses';

describe('gospel verse cleaning (SPEC.md §5)', () => {
  it('removes odd encoding characters and tidies spaces', () => {
    expect(cleanVerse('\uFEFFBienaventurados\u200B los\u00A0 mansos\uFFFD\u0007 ')).toBe(
      'Bienaventurados los mansos',
    );
    expect(cleanVerse('Soft\u00ADhyphen\u2028line')).toBe('Softhyphenline');
  });

  it('repairs UTF-8 read as Latin-1', () => {
    expect(cleanVerse('porque ellos verÃ¡n Ã¡ Dios')).toBe('porque ellos verán á Dios');
    expect(cleanVerse('Jesusâ€™ words')).toBe('Jesus’ words');
  });

  it('leaves correct text alone, accents included', () => {
    expect(cleanVerse('¿Quién es? Ángel, ñandú — «ávido»')).toBe('¿Quién es? Ángel, ñandú — «ávido»');
  });

  it('deduplicates case-insensitively, keeping the first', () => {
    expect(
      cleanVerses(['Blessed are the meek.', 'BLESSED ARE THE MEEK.', ' blessed are the  meek. ']),
    ).toEqual(['Blessed are the meek.']);
  });

  it('keeps only verses longer than 10 characters', () => {
    expect(cleanVerses(['1234567890', '12345678901', 'Amén.', '   ', '\uFFFD\uFFFD'])).toEqual([
      '12345678901',
    ]);
  });

  it('accepts a missing list', () => {
    expect(cleanVerses(undefined)).toEqual([]);
  });
});
