/** The shortest password accepted for an admin configured from the environment in production. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * Words the most common leaked passwords are built from; a password that is one of them with
 * digits or symbols around it (`Password2024!`, `admin123456789`) is what a guesser tries first.
 */
const COMMON_WORDS = new Set([
  'admin',
  'administrator',
  'root',
  'password',
  'passw0rd',
  'contraseña',
  'contrasena',
  'clave',
  'secret',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'letmein',
  'welcome',
  'bienvenido',
  'changeme',
  'iloveyou',
  'abc',
  'abcdef',
  'camino',
  'test',
  'default',
]);

/**
 * Why `password` is too weak for an admin in production, or null when it is acceptable: shorter
 * than 12 characters, digits only, one repeated character, or a common word dressed up with
 * digits and symbols. Deliberately small: it refuses the obvious, not every weak password.
 */
export function weakPasswordReason(password: string): string | null {
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `it is shorter than ${MIN_ADMIN_PASSWORD_LENGTH} characters`;
  }
  const lower = password.normalize('NFKC').toLowerCase();
  if (/^\d+$/.test(lower)) return 'it is only digits';
  if (new Set(lower).size <= 2) return 'it repeats one or two characters';
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const halves = core.length % 2 === 0 && core.slice(0, core.length / 2) === core.slice(core.length / 2);
  if (COMMON_WORDS.has(core) || (halves && COMMON_WORDS.has(core.slice(0, core.length / 2)))) {
    return 'it is a common password';
  }
  return null;
}
