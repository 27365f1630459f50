// Proves the weak-password rule refuses the obvious (short, digits, repeats, common words dressed
// up) and lets ordinary strong passwords through.
import { describe, expect, it } from 'vitest';
import { weakPasswordReason } from './weak-password';

describe('weakPasswordReason', () => {
  it('refuses short, digit-only, repetitive and common passwords', () => {
    expect(weakPasswordReason('admin')).toMatch(/shorter than 12/);
    expect(weakPasswordReason('Tr0ub4dor&3')).toMatch(/shorter than 12/);
    expect(weakPasswordReason('123456789012')).toMatch(/only digits/);
    expect(weakPasswordReason('abababababab')).toMatch(/repeats/);
    for (const common of [
      'admin123456789',
      'Password2024!',
      '!!Contraseña123',
      'qwertyuiop12',
      'adminadmin12',
      '2026Camino!!!',
    ]) {
      expect(weakPasswordReason(common)).toMatch(/common password/);
    }
  });

  it('accepts a long password that is not one of those', () => {
    for (const good of ['plum-harbor-quietly-47', 'correct horse battery staple', 'Zt8#qLw2!mNc9']) {
      expect(weakPasswordReason(good)).toBeNull();
    }
  });
});
