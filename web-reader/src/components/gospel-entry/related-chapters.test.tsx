import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { renderWithApp } from '../../test/render';
import { RelatedChapters } from './related-chapters';

describe('RelatedChapters', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('links each chapter to the volume page at that chapter, and the reading to the passage view', () => {
    renderWithApp(
      <RelatedChapters
        chapters={[
          {
            volume: 1,
            index: 3,
            title: 'El silencio que escucha',
            reference: 'Lucas 10:41-42',
            cited: { en: 'Luke 10:41-42', es: 'Lucas 10,41-42' },
          },
        ]}
        reference="Luke 10:38-42"
        referenceLanguage="en"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Chapters that teach this passage' })).toBeInTheDocument();
    const link = within(screen.getByTestId('gospel-related-chapters')).getByRole('link');
    expect(link).toHaveAttribute('href', '/volume/1?chapter=3');
    // The cited passage in the UI language, whatever notation the chapter wrote it in.
    expect(link).toHaveTextContent('Volume 1 · Chapter 3El silencio que escuchaCites Luke 10:41-42');
    expect(screen.getByTestId('gospel-passage-link')).toHaveAttribute(
      'href',
      '/passage?ref=Luke+10%3A38-42&lang=en',
    );
  });

  it('says so in Spanish when no chapter teaches the passage', async () => {
    await i18n.changeLanguage('es');
    renderWithApp(<RelatedChapters chapters={[]} reference="Lucas 15,3-7" referenceLanguage="es" />);
    expect(screen.getByRole('heading', { name: 'Capítulos sobre este pasaje' })).toBeInTheDocument();
    expect(screen.getByTestId('gospel-related-empty')).toHaveTextContent(
      'Todavía ningún capítulo trata este pasaje.',
    );
    expect(screen.getByTestId('gospel-passage-link')).toHaveTextContent('Todo sobre Lucas 15,3-7 en Camino');
  });
});
