import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SearchResponse } from '@camino/schemas/api/search';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { clearSession, saveSession } from '../../../lib/session';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import { SearchPage } from './search-page';

const seg = (text: string, match = false) => ({ text, match });

const answer: SearchResponse = {
  query: 'perdonar',
  lang: 'en',
  groups: [
    {
      kind: 'chapter',
      total: 1,
      results: [
        {
          kind: 'chapter',
          title: [seg('1-3. El '), seg('perdón', true)],
          snippet: [seg('Jesús '), seg('perdonó', true), seg(' a Pedro <script>alert(1)</script>')],
          score: 4.2,
          target: { volume: 1, index: 3 },
        },
      ],
    },
    {
      kind: 'gospel',
      total: 1,
      results: [
        {
          kind: 'gospel',
          title: [seg('Lucas 15:11-32')],
          snippet: [seg('y lo '), seg('perdonó', true)],
          score: 1.5,
          target: { date: '2030-03-01' },
        },
      ],
    },
  ],
  scripture: null,
};

const stubFetch = (response: () => Response) => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('SearchPage', () => {
  beforeEach(() => saveSession({ access_token: 'token', user_type: 'user', user_info: {} }));
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearSession();
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the results grouped by kind, the matched words marked, each linking to its page', async () => {
    const fetch = stubFetch(() => contractResponse('GET /search', answer));
    renderWithApp(<SearchPage />, { path: '/search?q=perdonar' });
    const chapters = await screen.findByTestId('search-group-chapter');
    expect(within(chapters).getByRole('heading')).toHaveTextContent('Chapters');
    const [link] = within(chapters).getAllByTestId('search-result');
    expect(link).toHaveAttribute('href', '/volume/1?chapter=3');
    expect([...link!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['perdón', 'perdonó']);
    // Content is text: the markup in it is shown, never made into elements.
    expect(link).toHaveTextContent('a Pedro <script>alert(1)</script>');
    expect(link!.querySelector('script')).toBeNull();
    const gospel = screen.getByTestId('search-group-gospel');
    expect(within(gospel).getByTestId('search-result')).toHaveAttribute('href', '/evangelio?date=2030-03-01');
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/search?q=perdonar&lang=en');
  });

  it('asks in Spanish when the reader is in Spanish, and names the groups in Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    const fetch = stubFetch(() => contractResponse('GET /search', { ...answer, lang: 'es' }));
    renderWithApp(<SearchPage />, { path: '/search?q=perdonar&kind=chapter' });
    expect(within(await screen.findByTestId('search-group-chapter')).getByRole('heading')).toHaveTextContent(
      'Capítulos',
    );
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/search?q=perdonar&lang=es&kind=chapter');
  });

  it('a new query from the page goes to its results page', async () => {
    stubFetch(() => contractResponse('GET /search', answer));
    renderWithApp(<SearchPage />, { path: '/search?q=perdonar' });
    const input = await screen.findByTestId('search-page-input');
    fireEvent.change(input, { target: { value: 'oración' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent(`/search?q=${encodeURIComponent('oración')}`);
  });

  it('nothing found: the empty state with the query', async () => {
    stubFetch(() => contractResponse('GET /search', { ...answer, groups: [] }));
    renderWithApp(<SearchPage />, { path: '/search?q=zzz' });
    expect(await screen.findByTestId('search-empty')).toHaveTextContent('Nothing found for “zzz”.');
  });

  it('a failure: the error with a retry that asks again', async () => {
    const fetch = stubFetch(() => errorResponse(500, 'internal'));
    renderWithApp(<SearchPage />, { path: '/search?q=paz' });
    const alert = await screen.findByTestId('search-error');
    expect(alert).toHaveTextContent('The search failed. Please try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it("too many searches: the server's message, in the reader's language", async () => {
    const detail = 'Demasiadas búsquedas en poco tiempo. Espera un momento y vuelve a buscar.';
    stubFetch(() => errorResponse(429, 'too_many_searches', { detail, headers: { 'Retry-After': '20' } }));
    await act(() => i18n.changeLanguage('es'));
    renderWithApp(<SearchPage />, { path: '/search?q=paz' });
    expect(await screen.findByTestId('search-error')).toHaveTextContent(detail);
  });

  it('visitors are told what a sign-in adds, and see no notes filter', async () => {
    clearSession();
    stubFetch(() => contractResponse('GET /search', answer));
    renderWithApp(<SearchPage />, { path: '/search?q=perdonar' });
    expect(await screen.findByTestId('search-visitor-note')).toHaveTextContent('Sign in to search');
    expect(screen.queryByText('My notes')).toBeNull();
  });

  it('a Bible reference: the chapters that teach the passage', async () => {
    const scripture = {
      passages: [
        { osis: 'Matt.7.13', label: 'Matthew 7:13', names: { en: 'Matthew 7:13', es: 'Mateo 7,13' } },
      ],
      chapters: [
        {
          volume: 1,
          index: 1,
          title: 'El primer paso',
          reference: 'Mateo 7:13-14',
          cited: { en: 'Matthew 7:13-14', es: 'Mateo 7,13-14' },
        },
      ],
    };
    stubFetch(() => contractResponse('GET /search', { ...answer, groups: [], scripture }));
    renderWithApp(<SearchPage />, { path: '/search?q=Mt%207%2C13' });
    const group = await screen.findByTestId('search-group-scripture');
    expect(within(group).getByRole('heading')).toHaveTextContent('Chapters that teach Matthew 7:13');
    expect(within(group).getByRole('link')).toHaveAttribute('href', '/volume/1?chapter=1');
  });
});
