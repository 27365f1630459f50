import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { contractResponse } from '../test/contract-response';
import { renderWithApp } from '../test/render';
import { useContent } from './use-content';

function About() {
  const { data, isLoading } = useContent('GET /about', {});
  return <p data-testid="about">{isLoading ? 'loading' : (data?.content ?? 'none')}</p>;
}

function Playlist() {
  const [volume, setVolume] = useState(1);
  const { data } = useContent('GET /volumes/:volume/playlist', { volume });
  return (
    <>
      <p data-testid="playlist">{data?.playlistTitle ?? 'none'}</p>
      <button onClick={() => setVolume(2)}>next</button>
    </>
  );
}

const playlist = (volume: number) =>
  contractResponse('GET /volumes/:volume/playlist', {
    volume_number: volume,
    playlistId: `PL${volume}`,
    playlistTitle: `Volumen ${volume}`,
    description: '',
    items: [],
    last_chapter: null,
    lang: 'es',
    fallback: true,
  });

/** A fetch whose answers the test releases one by one. */
function heldFetch() {
  const pending: { url: string; answer: (response: Response) => void }[] = [];
  const fetchMock = vi.fn<typeof fetch>(
    (input) => new Promise((resolve) => pending.push({ url: String(input), answer: resolve })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return pending;
}

describe('useContent', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('asks in the UI language, asks again on a switch and keeps the text shown until the new one comes', async () => {
    const pending = heldFetch();
    renderWithApp(<About />);
    await waitFor(() => expect(pending.map((p) => p.url)).toEqual(['/api/about?lang=en']));
    expect(screen.getByTestId('about')).toHaveTextContent('loading');
    act(() => pending[0]!.answer(Response.json({ content: 'About', lang: 'en', fallback: false })));
    expect(await screen.findByText('About')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('es'));
    await waitFor(() => expect(pending.map((p) => p.url)).toContain('/api/about?lang=es'));
    // Not a blank page (nor a skeleton) while the Spanish text loads.
    expect(screen.getByTestId('about')).toHaveTextContent('About');
    act(() => pending[1]!.answer(Response.json({ content: 'Acerca de', lang: 'es', fallback: false })));
    expect(await screen.findByText('Acerca de')).toBeInTheDocument();
  });

  it('never shows another item’s text while one loads', async () => {
    const pending = heldFetch();
    renderWithApp(<Playlist />);
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!.answer(playlist(1)));
    expect(await screen.findByText('Volumen 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    await waitFor(() => expect(pending.map((p) => p.url)).toContain('/api/volumes/2/playlist?lang=en'));
    expect(screen.getByTestId('playlist')).toHaveTextContent('none');
  });
});
