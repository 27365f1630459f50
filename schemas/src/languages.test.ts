// Proves how a UI language is read from what the apps and the server exchange.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageFromCookie, languageFromHeader, localeOf, storedLanguage, toLanguage } from './languages';

describe('languages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['es-ES', 'es'],
    ['es', 'es'],
    ['en-US', 'en'],
    ['fr-FR,es;q=0.8', 'en'],
    [undefined, 'en'],
  ])('picks the language of Accept-Language %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });

  it.each([
    ['language=es', 'es'],
    ['theme=dark; language=es; x=1', 'es'],
    ['language=en', 'en'],
    ['xlanguage=es', 'en'],
    ['language=esp', 'en'],
    [undefined, 'en'],
  ])('reads the page cookie %s', (cookie, language) => {
    expect(languageFromCookie(cookie)).toBe(language);
  });

  it('maps a language to its locale and anything else to English', () => {
    expect(localeOf('es')).toBe('es-ES');
    expect(localeOf('en')).toBe('en-US');
    expect(toLanguage('fr')).toBe('en');
  });

  it('reads the stored choice, and English when storage is missing or refuses', () => {
    expect(storedLanguage('language')).toBe('en');
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'language' ? 'es' : null) });
    expect(storedLanguage('language')).toBe('es');
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    expect(storedLanguage('language')).toBe('en');
  });
});
