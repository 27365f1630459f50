import { problem } from '@camino/schemas/messages/render-problem';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import { PassagePage } from './passage-page';

const answer = (response: () => Response) => {
  const fetchMock = vi.fn<typeof fetch>(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const passage = contractResponse('GET /scripture', {
  query: 'Mt 7,13',
  passages: [{ osis: 'Matt.7.13', label: 'Mateo 7,13', names: { en: 'Matthew 7:13', es: 'Mateo 7,13' } }],
  chapters: [
    {
      volume: 1,
      index: 1,
      title: 'El camino comienza',
      reference: 'Mateo 7:13-14',
      cited: { en: 'Matthew 7:13-14', es: 'Mateo 7,13-14' },
    },
    {
      volume: 3,
      index: 2,
      title: 'La puerta',
      reference: 'Mateo 7',
      cited: { en: 'Matthew 7', es: 'Mateo 7' },
    },
  ],
  gospel_days: [{ date: '2026-11-21', reference: 'Mateo 7:7-14' }],
});

describe('PassagePage', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('asks for the passage in the notation of ?lang and lists the chapters and gospel days', async () => {
    const fetchMock = answer(() => passage.clone());
    renderWithApp(<PassagePage />, { path: '/passage?ref=Mt%207%2C13&lang=es' });
    // Named in the UI language, though the reference was written in Spanish.
    expect(await screen.findByTestId('passage-label')).toHaveTextContent('Matthew 7:13');
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe('/api/scripture');
    expect(url.searchParams.get('ref')).toBe('Mt 7,13');
    expect(url.searchParams.get('lang')).toBe('es');

    const chapters = within(screen.getByTestId('passage-chapters')).getAllByRole('link');
    expect(chapters.map((link) => link.getAttribute('href'))).toEqual([
      '/volume/1?chapter=1',
      '/volume/3?chapter=2',
    ]);
    expect(chapters[0]).toHaveTextContent('Volume 1 · Chapter 1');
    expect(chapters[0]).toHaveTextContent('El camino comienza');
    expect(chapters[0]).toHaveTextContent('Cites Matthew 7:13-14');
    const day = within(screen.getByTestId('passage-gospel-days')).getByRole('link');
    expect(day).toHaveAttribute('href', '/evangelio?date=2026-11-21');
    expect(day).toHaveTextContent('November 21, 2026 - Saturday · Mateo 7:7-14');
    expect(screen.getByTestId('passage-concordance')).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('Mt 7,13')),
    );
  });

  it('shows the empty states in Spanish', async () => {
    await i18n.changeLanguage('es');
    answer(() =>
      contractResponse('GET /scripture', {
        query: 'Jud 3',
        passages: [{ osis: 'Jude.1.3', label: 'Judas 1,3', names: { en: 'Jude 3', es: 'Judas 1,3' } }],
        chapters: [],
        gospel_days: [],
      }),
    );
    renderWithApp(<PassagePage />, { path: '/passage?ref=Judas%203' });
    expect(await screen.findByTestId('passage-chapters-empty')).toHaveTextContent(
      'Todavía ningún capítulo cita este pasaje.',
    );
    expect(screen.getByTestId('passage-gospel-empty')).toHaveTextContent(
      'Ningún Evangelio del día lee este pasaje.',
    );
  });

  it('422: not a reference it can read; other failures: an error with Retry; no ref: nothing asked', async () => {
    answer(() =>
      errorResponse(422, 'unparseable_reference', { errors: [problem('/ref', 'bible_reference')] }),
    );
    const { unmount } = renderWithApp(<PassagePage />, { path: '/passage?ref=hola&lang=es' });
    expect(await screen.findByTestId('passage-error')).toHaveTextContent(
      '“hola” is not a Bible reference Camino can read.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    unmount();

    answer(() => errorResponse(500, 'internal'));
    const second = renderWithApp(<PassagePage />, { path: '/passage?ref=Mt%207' });
    expect(await screen.findByTestId('passage-error')).toHaveTextContent('Could not load this passage.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    second.unmount();

    const fetchMock = answer(() => passage.clone());
    renderWithApp(<PassagePage />, { path: '/passage' });
    expect(screen.getByTestId('passage-error')).toHaveTextContent('No passage was given.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a loading state until the answer comes', async () => {
    let release: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    renderWithApp(<PassagePage />, { path: '/passage?ref=Mt%207%2C13&lang=es' });
    expect(screen.getByTestId('passage-loading')).toBeInTheDocument();
    release(passage.clone());
    expect(await screen.findByTestId('passage-chapters')).toBeInTheDocument();
  });
});
