import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL_LETTERS } from '../utils/filter-temas';

/**
 * The themes list's search and first-letter filter, kept in the URL (`q`, `letter`) so that the
 * way back from a theme, and a reload, find the list as it was.
 */
export function useTemaFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const letter = params.get('letter') ?? ALL_LETTERS;

  const update = useCallback(
    (changes: { q?: string; letter?: string }) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    search,
    letter,
    active: search !== '' || letter !== ALL_LETTERS,
    setSearch: (q: string) => update({ q }),
    setLetter: (value: string) => update({ letter: value }),
    clear: () => update({ q: '', letter: ALL_LETTERS }),
  };
}
