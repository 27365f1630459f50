/** The letter filter's value that shows every theme ('Todos' / 'All'). */
export const ALL_LETTERS = '';

/** Upper case without accents, except Ñ, which Spanish counts as a letter of its own. */
function foldLetter(char: string): string {
  const upper = char.toLocaleUpperCase('es');
  if (upper === 'Ñ') return upper;
  return upper.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** Lower case without accents, for a search that finds 'Oración' with 'oracion'. */
export const foldText = (text: string): string =>
  text
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');

/** The letter a title files under: its first letter, upper case, accents removed; '#' otherwise. */
export function initialOf(title: string): string {
  const first = [...title.trim()][0] ?? '';
  const letter = foldLetter(first);
  return /^\p{L}$/u.test(letter) ? letter : '#';
}

/** Each initial present among the titles, once, in alphabetical order (Spanish collation). */
export function initialsOf(temas: readonly { title: string }[]): string[] {
  const initials = new Set(temas.map((tema) => initialOf(tema.title)));
  return [...initials].sort((a, b) => a.localeCompare(b, 'es'));
}

/** The themes whose title contains the search (any case, any accents) and starts with the letter. */
export function filterTemas<T extends { title: string }>(
  temas: readonly T[],
  { search, letter }: { search: string; letter: string },
): T[] {
  const wanted = foldText(search.trim());
  return temas.filter(
    (tema) =>
      (letter === ALL_LETTERS || initialOf(tema.title) === letter) &&
      (!wanted || foldText(tema.title).includes(wanted)),
  );
}

/**
 * The themes in the order of their titles as shown, in the UI language's collation: the server
 * lists them by their Spanish titles, which translated titles do not follow.
 */
export function byTitle<T extends { title: string }>(temas: readonly T[], language: string): T[] {
  return [...temas].sort((a, b) => a.title.localeCompare(b.title, language));
}
