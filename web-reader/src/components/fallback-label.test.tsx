import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { textLang } from '../lib/content-answer';
import { renderWithApp } from '../test/render';
import { FallbackLabel } from './fallback-label';

describe('FallbackLabel', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('says in the English UI that the text is only in Spanish', () => {
    renderWithApp(<FallbackLabel version={{ lang: 'es', fallback: true }} />);
    expect(screen.getByTestId('fallback-label')).toHaveTextContent('Only available in Spanish');
  });

  it('says in the Spanish UI that the text is only in English, the reverse case', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<FallbackLabel version={{ lang: 'en', fallback: true }} />);
    expect(screen.getByTestId('fallback-label')).toHaveTextContent('Solo disponible en inglés');
  });

  it('says nothing for text in the UI language, and goes when the UI switches to the text’s', async () => {
    renderWithApp(<FallbackLabel version={{ lang: 'en', fallback: false }} />);
    expect(screen.queryByTestId('fallback-label')).toBeNull();
    const { unmount } = renderWithApp(<FallbackLabel version={{ lang: 'es', fallback: true }} />);
    expect(screen.getByTestId('fallback-label')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
    expect(screen.queryByTestId('fallback-label')).toBeNull();
    unmount();
  });
});

describe('textLang', () => {
  it('marks text only when its language is not the UI’s', () => {
    expect(textLang({ lang: 'es', fallback: true }, 'en')).toBe('es');
    expect(textLang({ lang: 'en', fallback: false }, 'en')).toBeUndefined();
    expect(textLang({ lang: 'es', fallback: false }, 'es')).toBeUndefined();
    expect(textLang(undefined, 'es')).toBeUndefined();
  });
});
