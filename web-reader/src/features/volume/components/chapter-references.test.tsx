import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ChapterReferences } from './chapter-references';

describe('ChapterReferences', () => {
  it('makes each reference a link to the passage view, keeping the concordance as "Look it up"', () => {
    const onLookUp = vi.fn();
    renderWithApp(
      <ChapterReferences
        references={[
          {
            reference: 'Mateo 7:13-14',
            description: 'La puerta estrecha',
            citation: 'Entrad por la puerta estrecha',
          },
          { reference: 'Jn 3,16', description: '', citation: '' },
        ]}
        version={{ lang: 'es', fallback: true }}
        onLookUp={onLookUp}
      />,
    );
    const links = screen.getAllByTestId('bible-reference-link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/passage?ref=Mateo+7%3A13-14&lang=es',
      '/passage?ref=Jn+3%2C16&lang=es',
    ]);
    expect(screen.getByRole('link', { name: 'Mateo 7:13-14: chapters and gospel days in Camino' })).toBe(
      links[0],
    );
    fireEvent.click(links[1]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/passage?ref=Jn+3%2C16&lang=es');
    fireEvent.click(screen.getByRole('button', { name: 'Look up Mateo 7:13-14' }));
    expect(onLookUp).toHaveBeenCalledWith('Mateo 7:13-14');
  });
});
