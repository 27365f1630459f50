/**
 * How Camino compares names, identically on SQLite and MySQL: the database only ever compares
 * these keys byte for byte (MySQL columns in utf8mb4_bin), so no collation decides anything.
 *
 * - Login names (member emails, admin usernames) are case-insensitive and otherwise exact: they
 *   are stored as their key and looked up by it ('Ana@Example.com' signs in as 'ana@example.com';
 *   'ána@example.com' is another address).
 * - Theme titles are case- and accent-insensitive ('Perdón' and 'perdon' are one theme), the same
 *   fold the reader's theme search uses; the title keeps its spelling, its key is stored beside it.
 */

/** The key of a login name: trimmed, NFC, lower case. */
export const loginKey = (name: string): string => name.trim().normalize('NFC').toLowerCase();

/** The key of a theme title: lower case, accents (combining marks) removed, spaces collapsed. */
export const titleKey = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase()
    .normalize('NFC');
