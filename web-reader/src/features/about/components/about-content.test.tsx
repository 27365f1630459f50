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
        Response.json({ content: '# Acerca de Camino\n\nUn lector devocional.\n\n## Cómo usarlo\n' }),
      ),
    );
    renderWithApp(<AboutContent />);
    const heading = await screen.findByRole('heading', { name: 'Cómo usarlo' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'es');
  });

  it('leaves out the text’s own title, which the page already shows, and keeps its sections in order', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ content: '# Acerca de Camino\n\nUn lector devocional.\n\n## Cómo usarlo\n' }),
      ),
    );
    renderWithApp(<AboutContent headingOffset={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Cómo usarlo' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Acerca de Camino' })).toBeNull();
    expect(screen.getByText('Un lector devocional.')).toBeInTheDocument();
  });
});
