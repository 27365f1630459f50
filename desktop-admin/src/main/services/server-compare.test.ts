import type { ApiResponse } from '@camino/schemas/api/routes';
import type { PlaylistUpload } from '@camino/schemas/playlist';
import { describe, expect, it } from 'vitest';
import { createAdminClient } from './admin-client';
import { compareNews, comparePlaylist, ServerCallError } from './server-compare';

/** A client whose server answers `answer` (as JSON, with `status`) to every call, recording the URLs. */
function clientAnswering(answer: unknown, status = 200) {
  const urls: string[] = [];
  const impl = (async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { client: createAdminClient('https://camino.test', 'tok', impl), urls };
}

const local: PlaylistUpload = {
  playlistId: 'PL1',
  playlistTitle: 'Camino Volumen 1',
  description: 'The first volume',
  items: [
    {
      title: '1-1. El camino comienza',
      videoId: 'v1',
      url: 'https://y/v1',
      channelTitle: 'C',
      thumbnail: 't1',
    },
    { title: '1-2. Aprender a orar', videoId: '', url: '', channelTitle: 'C', thumbnail: '' },
  ],
};

/** The same playlist as `GET /volumes/1/playlist` answers it to an admin who watched the first video. */
const served: ApiResponse<'GET /volumes/:volume/playlist'> = {
  volume_number: 1,
  playlistId: local.playlistId,
  playlistTitle: local.playlistTitle,
  description: local.description,
  items: local.items.map((item, i) => ({ position: i + 1, ...item, is_watched: i === 0 })),
  last_chapter: 2,
};

describe('comparing with the server', () => {
  it("reads a playlist from the contract's route and finds the uploaded file unchanged", async () => {
    const { client, urls } = clientAnswering(served);
    expect(await comparePlaylist(client, 1, local)).toEqual({ status: 'unchanged' });
    expect(urls).toEqual(['https://camino.test/api/volumes/1/playlist']);
  });

  it('finds a playlist changed when a field both carry differs, or the videos are reordered', async () => {
    const retitled = { ...served, items: served.items.map((i) => ({ ...i, thumbnail: 'new' })) };
    expect(await comparePlaylist(clientAnswering(retitled).client, 1, local)).toEqual({ status: 'changed' });
    const reordered = { ...served, items: [...served.items].reverse() };
    expect(await comparePlaylist(clientAnswering(reordered).client, 1, local)).toEqual({
      status: 'changed',
    });
  });

  it('calls a volume without a playlist new, and stops on any other failure', async () => {
    const missing = clientAnswering({ detail: 'Volume 2 has no playlist', code: 'not_found' }, 404);
    expect(await comparePlaylist(missing.client, 2, local)).toEqual({ status: 'new' });
    const expired = clientAnswering({ detail: 'Not authenticated', code: 'not_authenticated' }, 401);
    const error = await comparePlaylist(expired.client, 2, local).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerCallError);
    expect((error as ServerCallError).message).toBe('GET /api/volumes/2/playlist: Not authenticated');
  });

  it('compares news as stored: a description never written equals an empty one', async () => {
    const { client } = clientAnswering({
      public: { enabled: true, title: 'Hola' },
      private: { enabled: false, title: '', description: '' },
    } satisfies ApiResponse<'GET /admin/news-config'>);
    const news = {
      public: { enabled: true, title: 'Hola', description: '' },
      private: { enabled: false, title: '' },
    };
    expect(await compareNews(client, news)).toEqual({ status: 'unchanged' });
  });
});
