import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
