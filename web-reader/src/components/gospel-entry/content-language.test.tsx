// Proves the Gospel's text carries the language it is written in: Spanish text inside the English
// UI is marked lang="es" (screen readers, hyphenation), a translated part lang="en", while the UI's
// own headings stay unmarked (they follow the page's language).
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { GospelInfo } from './gospel-info';
import { GospelReading } from './gospel-reading';
import { localizeEntry } from './localize-entry';

const entry: GospelEntry = {
  date: '2026-11-22',
  weekday: 'Domingo',
  gospel: {
    heading: 'Lectura del santo evangelio',
    reference: 'Mateo 5:3',
    intro: 'En aquel tiempo',
    verses: ['Bienaventurados los pobres de espíritu'],
    links: ['[Vaticano](https://www.vatican.va/)'],
  },
  reflexion: '<p>Reflexión</p>',
  liturgical_note: 'Domingo XXXIV',
  copyright_note: 'Texto bíblico RV 1909',
};

function render(e: GospelEntry) {
  const gospel = localizeEntry(e, 'en');
  renderWithApp(
    <>
      <GospelReading gospel={gospel} />
      <GospelInfo gospel={gospel} />
    </>,
  );
}

describe('the Gospel marks its language', () => {
  it('marks an untranslated day as Spanish in the English UI', () => {
    render(entry);
    expect(screen.getByTestId('gospel-verses')).toHaveAttribute('lang', 'es');
    expect(screen.getByTestId('gospel-intro')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('heading', { name: 'Lectura del santo evangelio' })).toHaveAttribute(
      'lang',
      'es',
    );
    expect(screen.getByTestId('gospel-reflection').closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Domingo XXXIV')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Texto bíblico RV 1909')).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('heading', { name: 'Reflection' })).not.toHaveAttribute('lang');
  });

  it('marks the translated parts English and what falls back to Spanish as Spanish', () => {
    render({
      ...entry,
      en: {
        gospel: { reference: 'Matthew 5:3', verses: ['Blessed are the poor in spirit'] },
        reflexion: '<p>R</p>',
      },
    });
    expect(screen.getByTestId('gospel-verses')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('gospel-reflection').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Vaticano' }).closest('ul')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('Domingo XXXIV')).toHaveAttribute('lang', 'es');
  });
});
