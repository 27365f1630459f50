// Proves the featured image's default tooltip and alt text follow the UI language, while an
// admin's own text is shown as written.
import { IMAGE_CONFIG_DEFAULTS, type ImageConfigWithDefaults } from '@camino/schemas/image-config';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../lib/i18n';
import { renderWithApp } from '../test/render';
import { FeaturedImage } from './featured-image';

const config: ImageConfigWithDefaults = {
  ...IMAGE_CONFIG_DEFAULTS,
  imageUrl: '/demo/featured.svg',
  clickUrl: 'https://example.org/playlist',
};

describe('FeaturedImage', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('words the default tooltip and alt text in the UI language', async () => {
    renderWithApp(<FeaturedImage config={config} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Featured Image');
    expect(document.querySelector('[data-hint]')).toHaveAttribute('data-hint', 'Click to watch playlist');
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('img', { name: 'Imagen destacada' })).toBeInTheDocument();
    expect(document.querySelector('[data-hint]')).toHaveAttribute(
      'data-hint',
      'Haz clic para ver la lista de reproducción',
    );
  });

  it("keeps an admin's own text", async () => {
    await i18n.changeLanguage('es');
    renderWithApp(
      <FeaturedImage config={{ ...config, altText: 'Retiro 2026', tooltipText: 'Ver el retiro' }} />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Retiro 2026');
    expect(document.querySelector('[data-hint]')).toHaveAttribute('data-hint', 'Ver el retiro');
  });

  it('shows the translation in the UI language, and marks a text only written in the other one', async () => {
    const own = {
      ...config,
      altText: 'Un camino al amanecer',
      tooltipText: 'Ver la lista',
      lang: 'es' as const,
      translation: { altText: 'A path at dawn' },
    };
    renderWithApp(<FeaturedImage config={own} />);
    const image = screen.getByRole('img', { name: 'A path at dawn' });
    expect(image).toHaveAttribute('lang', 'en');
    const hint = document.querySelector('[data-hint]')!;
    expect(hint).toHaveAttribute('data-hint', 'Ver la lista');
    expect(hint).toHaveAttribute('lang', 'es');

    await i18n.changeLanguage('es');
    const spanish = await screen.findByRole('img', { name: 'Un camino al amanecer' });
    expect(spanish).toHaveAttribute('lang', 'es');
  });

  it('marks an untranslated text with its language', () => {
    renderWithApp(<FeaturedImage config={{ ...config, altText: 'Un camino', lang: 'es' }} />);
    expect(screen.getByRole('img', { name: 'Un camino' })).toHaveAttribute('lang', 'es');
  });
});
