import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { renderWithApp } from '../test/render';
import { NewsBlock } from './news-block';

// Content written in one language inside the other UI is marked with its `lang`, so
// screen readers pronounce it and hyphenation follows it; UI text around it keeps the page's.
describe('content language', () => {
  it('marks a news block with the language it states; its label stays in the UI language', async () => {
    renderWithApp(
      <NewsBlock
        kind="public"
        news={{ enabled: true, title: 'Bienvenido', description: '¡Hola!', lang: 'es' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Bienvenido' }).closest('[lang]')).toHaveAttribute(
      'lang',
      'es',
    );
    // The description's renderer is fetched on demand (lib/markdown-on-demand.ts).
    expect((await screen.findByText('¡Hola!')).closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Public announcement').closest('[lang]')).toBe(document.documentElement);
  });

  it('leaves a news block without a stated language unmarked (news are often in both)', () => {
    renderWithApp(<NewsBlock kind="public" news={{ enabled: true, title: 'Welcome · Bienvenido' }} />);
    expect(screen.getByRole('heading', { name: 'Welcome · Bienvenido' }).closest('[lang]')).toBe(
      document.documentElement,
    );
  });

  describe('a block with its translation', () => {
    afterEach(() => i18n.changeLanguage('en'));
    const news = {
      enabled: true,
      title: 'Retiro de Adviento',
      description: 'El sábado a las 10.',
      lang: 'es' as const,
      translation: { title: 'Advent retreat' },
    };

    it("shows the translation whole in the other language's UI, in that language", async () => {
      renderWithApp(<NewsBlock kind="public" news={news} />);
      const heading = screen.getByRole('heading', { name: 'Advent retreat' });
      expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
      // The translation has no description: the Spanish one is not shown under the English title.
      expect(screen.queryByText('El sábado a las 10.')).toBeNull();
      await i18n.changeLanguage('es');
      expect(await screen.findByRole('heading', { name: 'Retiro de Adviento' })).toBeInTheDocument();
      expect(await screen.findByText('El sábado a las 10.')).toBeInTheDocument();
    });

    it('falls back to the source, marked, when the translation is blank', () => {
      renderWithApp(<NewsBlock kind="public" news={{ ...news, translation: { title: ' ' } }} />);
      expect(screen.getByRole('heading', { name: 'Retiro de Adviento' }).closest('[lang]')).toHaveAttribute(
        'lang',
        'es',
      );
    });
  });
});
