import { describe, expect, it } from 'vitest';
import { loginKey, titleKey } from './comparison-keys';

describe('comparison keys', () => {
  it('folds login names in case only', () => {
    expect(loginKey(' Ana@Example.COM ')).toBe('ana@example.com');
    expect(loginKey('Chief')).toBe(loginKey('chief'));
    expect(loginKey('ána@example.com')).not.toBe(loginKey('ana@example.com'));
  });

  it('folds theme titles in case and accents, and collapses spaces', () => {
    expect(titleKey('Perdón')).toBe('perdon');
    expect(titleKey('PERDON')).toBe('perdon');
    // Decomposed input (e + combining acute) folds the same as the composed letter.
    expect(titleKey('Perdo\u0301n')).toBe('perdon');
    expect(titleKey('  La   Oración ')).toBe('la oracion');
    expect(titleKey('Esperanza')).not.toBe(titleKey('Perdón'));
  });
});
