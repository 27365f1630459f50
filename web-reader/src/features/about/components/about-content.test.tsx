import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { AboutContent } from './about-content';

// About comes in the UI language when it has a version in it; else the source, marked and labelled.
describe('AboutContent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks a Spanish About shown in the English UI with its language and the label', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({
        content: '# Acerca de Camino\n\nUn lector devocional.\n\n## Cómo usarlo\n',
        lang: 'es',
        fallback: true,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<AboutContent />);
    const heading = await screen.findByRole('heading', { name: 'Cómo usarlo' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(screen.getByTestId('fallback-label')).toHaveTextContent('Only available in Spanish');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/about?lang=en');
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
