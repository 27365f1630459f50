import type { TemasResponse } from '@camino/schemas/api/temas';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import { TemasPage } from './temas-page';

const answer = (response: () => Response) =>
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => response()),
  );

const temas: TemasResponse['temas'] = [
  { id: 1, title: 'Esperanza', lang: 'es', fallback: true },
  { id: 2, title: 'Oración', lang: 'es', fallback: true },
  { id: 3, title: 'Perdón', lang: 'es', fallback: true },
  { id: 4, title: 'Paz', lang: 'es', fallback: true },
];

describe('TemasPage', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'user', user_info: {} });
    setApiNavigator(vi.fn());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('filters by letter and search, counts, clears', async () => {
    answer(() => contractResponse('GET /temas', { temas }));
    renderWithApp(<TemasPage />, { path: '/temas' });
    expect(await screen.findByTestId('temas-count')).toHaveTextContent('Showing 4 of 4 themes');
    const letters = within(screen.getByTestId('letter-filter')).getAllByRole('button');
    expect(letters.map((b) => b.textContent)).toEqual(['All', 'E', 'O', 'P']);
    fireEvent.click(screen.getByRole('button', { name: 'P' }));
    expect(screen.getAllByTestId('tema-card-title').map((el) => el.textContent)).toEqual(['Paz', 'Perdón']);
    expect(screen.getByTestId('temas-count')).toHaveTextContent('Showing 2 of 4 themes');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search themes' }), {
      target: { value: 'PERDON' },
    });
    expect(screen.getAllByTestId('tema-card-title').map((el) => el.textContent)).toEqual(['Perdón']);
    expect(screen.getByTestId('location')).toHaveTextContent('/temas?letter=P&q=PERDON');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('temas-count')).toHaveTextContent('Showing 4 of 4 themes');
    expect(screen.getAllByRole('link', { name: /^[EOP]/ })[0]).toHaveAttribute(
      'href',
      `/tema/1?from=${encodeURIComponent('/temas')}`,
    );
  });

  it('no themes at all: the empty state', async () => {
    answer(() => contractResponse('GET /temas', { temas: [] }));
    renderWithApp(<TemasPage />, { path: '/temas' });
    expect(await screen.findByTestId('temas-empty')).toHaveTextContent('There are no themes yet.');
  });

  it('a failure: Error loading themes (Error cargando temas in Spanish)', async () => {
    answer(() => errorResponse(500, 'internal'));
    renderWithApp(<TemasPage />, { path: '/temas' });
    expect(await screen.findByTestId('temas-error')).toHaveTextContent('Error loading themes');
  });
});
