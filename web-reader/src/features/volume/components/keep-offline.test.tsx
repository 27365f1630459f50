import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { saveSession } from '../../../lib/session';
import { openStore } from '../../../lib/offline/answer-store';
import { chapterFile, volumePlaylist } from '../../../test/volume-answers';
import { KeepOffline } from './keep-offline';

const playlist = volumePlaylist([1, 2]);

/** The server: the playlist and a main and optional file for each chapter, about 1.2 MB in all. */
function serve(input: RequestInfo | URL): Promise<Response> {
  const path = new URL(String(input), 'http://camino.test').pathname;
  const body = path.includes('playlist') ? playlist : chapterFile(1, 'x'.repeat(300_000));
  return Promise.resolve(new Response(JSON.stringify(body), { headers: { ETag: `"${path}"` } }));
}

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(serve));
  const db = await openStore();
  await db.clear('answers');
  await db.clear('volumes');
});
afterEach(() => vi.unstubAllGlobals());

describe('Keep offline on a volume page', () => {
  it('is offered to members only', () => {
    renderWithApp(<KeepOffline volume={1} />);
    expect(screen.queryByTestId('keep-offline')).not.toBeInTheDocument();
  });

  it('keeps the volume, says the space it takes, and Remove frees it', async () => {
    saveSession({ access_token: 't', user_type: 'user', user_info: { id: 3 } });
    renderWithApp(<KeepOffline volume={1} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep offline' }));
    expect(await screen.findByTestId('kept-offline-size')).toHaveTextContent(
      'Kept offline: 1.2 MB on this device',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove volume 1 from this device' }));
    expect(await screen.findByRole('button', { name: 'Keep offline' })).toBeInTheDocument();
    expect(await (await openStore()).count('answers')).toBe(0);
  });

  it('says a download needs a connection when the network fails, and keeps nothing', async () => {
    saveSession({ access_token: 't', user_type: 'user', user_info: { id: 3 } });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithApp(<KeepOffline volume={1} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep offline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Keeping a volume offline needs a connection.',
    );
    await waitFor(async () => expect(await (await openStore()).count('volumes')).toBe(0));
  });
});
