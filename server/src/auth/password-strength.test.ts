// Proves the password strength check (zxcvbn-ts with the common, English and Spanish dictionaries,
// in its worker thread): the guessable passwords the hand-written rules let through are refused
// for admins and members with a reason in both languages, and ordinary strong ones pass.
import { problemText } from '@camino/schemas/messages/render-problem';
import { describe, expect, it } from 'vitest';
import { adminPasswordProblem, passwordWeakness } from './password-strength';

/** Passwords that passed the earlier hand-written production check. */
const GUESSABLE = ['chiefchief12', 'abcabcabcabc', 'Camino-Camino', '1q2w3e4r5t6y'];

describe('passwordWeakness', () => {
  it('refuses the guessable ones for admins and members alike, saying why in both languages', async () => {
    for (const holder of ['admin', 'member'] as const) {
      for (const password of GUESSABLE) {
        const reason = await passwordWeakness(password, holder);
        expect(reason, `${holder}: ${password}`).not.toBeNull();
        // Every reason is a problem code the catalogue words in both languages.
        expect(problemText(reason!, 'es'), reason!.code).not.toBe(problemText(reason!, 'en'));
      }
    }
    expect(await passwordWeakness('abcabcabcabc', 'admin')).toEqual({ code: 'password_repeats' });
    expect(await passwordWeakness('1q2w3e4r5t6y', 'member')).toEqual({ code: 'password_common' });
    expect(problemText({ code: 'password_repeats' }, 'es')).toBe('repite una palabra o un patrón');
  });

  it('keeps the minimum lengths: the spec’s 6 for members, 12 for admins', async () => {
    const short = await passwordWeakness('Zt8#qLw2!mN', 'admin');
    expect(await passwordWeakness('a9#Kq', 'member')).toEqual({
      code: 'password_short',
      params: { limit: 6 },
    });
    expect(short).toEqual({ code: 'password_short', params: { limit: 12 } });
    expect(problemText(short!, 'en')).toBe('it is shorter than 12 characters');
    expect(problemText(short!, 'es')).toBe('tiene menos de 12 caracteres');
  });

  it('refuses a password built on the account’s own names or email, accents or not', async () => {
    const account = ['Lucía', 'Fernández', 'lfernandez@example.com'];
    for (const password of ['lfernandez-lucia']) {
      expect(await passwordWeakness(password, 'member'), password).toBeNull();
      expect(await passwordWeakness(password, 'member', account), password).not.toBeNull();
    }
  });

  it('accepts ordinary strong passwords, in English or Spanish', async () => {
    for (const password of ['plum-harbor-quietly-47', 'correct horse battery staple', 'Zt8#qLw2!mNc9']) {
      expect(await passwordWeakness(password, 'admin'), password).toBeNull();
    }
    for (const password of ['tortuga-lenta-azul-9', 'member-pass-1', 'Ver1ta$-en-el-camino']) {
      expect(await passwordWeakness(password, 'member'), password).toBeNull();
    }
  });

  it('answers many checks at once from one worker', async () => {
    const answers = await Promise.all(
      GUESSABLE.concat('plum-harbor-quietly-47').map((p) => passwordWeakness(p, 'admin')),
    );
    expect(answers.map((a) => a === null)).toEqual([false, false, false, false, true]);
  });
});

describe('adminPasswordProblem (the console: ADMIN_PASSWORD, npm run create-admin)', () => {
  it('applies the admin rule in production, only the spec’s minimum elsewhere', async () => {
    const production = { nodeEnv: 'production' };
    expect(await adminPasswordProblem(production, 'Camino-Camino', 'root')).not.toBeNull();
    expect(await adminPasswordProblem(production, 'root-root-root', 'root')).not.toBeNull();
    expect(await adminPasswordProblem(production, 'plum-harbor-quietly-47', 'root')).toBeNull();
    expect(await adminPasswordProblem({ nodeEnv: 'development' }, 'Camino-Camino', 'root')).toBeNull();
    expect(await adminPasswordProblem({ nodeEnv: '' }, 'abc', 'root')).toBe(
      'it is shorter than 6 characters',
    );
  });
});
