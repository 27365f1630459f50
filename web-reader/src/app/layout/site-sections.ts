/**
 * The reader's sections, in the order the header's navigation lists them (inline on a wide
 * screen, in the menu on a narrow one). One list: a new section is added here only.
 */
export const SITE_SECTIONS: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/today', label: 'today' },
  { to: '/evangelio', label: 'gospelOfTheDay' },
  { to: '/temas', label: 'navThemes' },
  { to: '/paths', label: 'pathsLink' },
];
