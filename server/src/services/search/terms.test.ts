// Folding: the fast Latin-1 path gives exactly what decomposing and dropping the marks gives.
import { describe, expect, it } from 'vitest';
import { fold, foldsInPlace, termOf } from './terms';

const byDecomposition = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');

describe('fold', () => {
  it('folds every Latin-1 character as decomposition does, in place', () => {
    const latin1 = Array.from({ length: 256 }, (_, code) => String.fromCharCode(code)).join('');
    expect(fold(latin1)).toBe(byDecomposition(latin1));
    expect(fold(latin1)).toHaveLength(latin1.length);
    expect(foldsInPlace(latin1)).toBe(true);
  });

  it('folds other scripts and combining marks by decomposition', () => {
    for (const text of [
      'Oración, PERDÓN y Ñandú',
      'İstanbul Œuvre ǅemal',
      'oración written with a combining accent: oración',
      'Ελπίδα ΣΟΦΊΑ',
      'plain ascii',
    ]) {
      expect(fold(text)).toBe(byDecomposition(text));
    }
    expect(foldsInPlace('Œuvre')).toBe(false);
    expect(fold('Oración')).toBe('oracion');
  });

  it('gives "perdonó", "perdonar" and "PERDONARON" one term, and none to a stop word', () => {
    expect(new Set(['perdonó', 'perdonar', 'PERDONARON'].map((w) => termOf(w, 'es')))).toEqual(
      new Set(['perdon']),
    );
    expect(termOf('oracion', 'es')).toBe(termOf('Oración', 'es'));
    expect(termOf('Del', 'es')).toBeNull();
  });
});
