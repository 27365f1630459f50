import { afterEach, describe, expect, it } from 'vitest';
import i18n, { applyChosenLanguage, chosenLanguage, currentLanguage, setLanguage } from './i18n';

describe('the visitor’s language once the first page is ready', () => {
  afterEach(() => setLanguage('en'));

  it('returns to the stored choice when the server drew the page in another language', async () => {
    setLanguage('es');
    // Hydration in the language of the pre-rendered page (the server had no cookie yet).
    await i18n.changeLanguage('en');
    applyChosenLanguage();
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('keeps a language picked in the header while the page was still loading', () => {
    expect(chosenLanguage()).toBe('en');
    setLanguage('es');
    applyChosenLanguage();
    expect(currentLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('language')).toBe('es');
  });
});
