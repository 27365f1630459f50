import { vi } from 'vitest';

/** A MediaQueryList that does (or does not) match, and never changes. */
export const fixedMediaQuery = (query: string, matches: boolean): MediaQueryList =>
  ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** Makes every media query match (a phone) or none (a wide screen), until the mocks are restored. */
export function screenIsNarrow(narrow: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fixedMediaQuery(query, narrow));
}
