import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { AboutContent } from './about-content';

// About is written in the library's language; it is marked so, whatever the UI speaks.
describe('AboutContent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks the About text as the library language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ content: '# Acerca de Camino\n\nUn lector devocional.' }),
      ),
    );
    renderWithApp(<AboutContent />);
    const heading = await screen.findByRole('heading', { name: 'Acerca de Camino' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'es');
  });
});
