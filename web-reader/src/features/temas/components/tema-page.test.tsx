import type { TemaUpload } from '@camino/schemas/tema';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { contractResponse, encodedContent, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import { TemaPage } from './tema-page';

const answer = (response: () => Response) =>
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => response()),
  );

const temaAnswer = (id: number, tema: TemaUpload) =>
  contractResponse('GET /tema/:id', {
    id,
    title: tema.title,
    encoded_content: encodedContent('GET /tema/:id', tema),
    lang: 'es',
    fallback: true,
  });

describe('TemaPage', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'user', user_info: {} });
    setApiNavigator(vi.fn());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('404: Theme not found; other failures: Error loading the theme', async () => {
    answer(() => errorResponse(404, 'not_found', { detail: 'Tema no encontrado' }));
    const { unmount } = renderWithApp(<TemaPage id={5} />, { path: '/tema/5' });
    expect(await screen.findByTestId('tema-error')).toHaveTextContent('Theme not found');
    unmount();
    answer(() => errorResponse(500, 'internal'));
    renderWithApp(<TemaPage id={5} />, { path: '/tema/5?from=%2Ftemas%3Fletter%3DO' });
    expect(await screen.findByTestId('tema-error')).toHaveTextContent('Error loading the theme');
    expect(screen.getByRole('link', { name: 'Back to Themes' })).toHaveAttribute('href', '/temas?letter=O');
  });

  it('a theme without chapters: the empty state and 0 references', async () => {
    answer(() => temaAnswer(5, { title: 'Vacío', items: [] }));
    renderWithApp(<TemaPage id={5} />, { path: '/tema/5' });
    expect(await screen.findByTestId('tema-empty')).toHaveTextContent('This theme has no chapters yet.');
    expect(screen.getByTestId('tema-count')).toHaveTextContent('0 references found');
  });

  it('one chapter: "1 reference found" and its View chapter link', async () => {
    answer(() =>
      temaAnswer(7, {
        title: 'Uno',
        items: [
          {
            info: { volume: 2, index: 4, date: '28 de abril', link: '[x](/volume/2?chapter=4)' },
            dialogue_summary: [{ speaker: 'Maestro', summary: 'Resumen.' }],
          },
        ],
      }),
    );
    renderWithApp(<TemaPage id={7} />, { path: '/tema/7' });
    expect(await screen.findByTestId('tema-count')).toHaveTextContent('1 reference found');
    expect(screen.getByRole('link', { name: /^View chapter 2-4/ })).toHaveAttribute(
      'href',
      `/volume/2?chapter=4&from=${encodeURIComponent('/tema/7')}`,
    );
  });
});
