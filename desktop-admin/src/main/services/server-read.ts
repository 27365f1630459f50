import { apiPath, type ApiParams } from '@camino/schemas/api/paths';
import type { ApiResponse, ApiRouteKey } from '@camino/schemas/api/routes';
import type { PlaylistResponse } from '@camino/schemas/api/volumes';
import type { PlaylistUpload } from '@camino/schemas/playlist';
import type { AdminClient, ApiRequest, ApiResult } from './admin-client';

/** Thrown to end a dry run or a pull when the server cannot answer (unreachable, session expired…). */
export class ServerCallError extends Error {
  constructor(
    readonly result: Extract<ApiResult<unknown>, { ok: false }>,
    what: string,
  ) {
    super(`${what}: ${result.message}`);
  }
}

type GetRoute = Extract<ApiRouteKey, `GET ${string}`>;

/** Reads contract route `route`: its answer, null for 404, and a thrown ServerCallError otherwise. */
export async function getOrNull<K extends GetRoute>(
  client: AdminClient,
  route: K,
  request: ApiRequest<K>,
): Promise<ApiResponse<K> | null> {
  const result = await client.send(route, request);
  if (result.ok) return result.body;
  if (result.status === 404) return null;
  const path = apiPath(route, (request.params ?? {}) as ApiParams<K>, request.query);
  throw new ServerCallError(result, `GET /api${path}`);
}

/**
 * What a playlist upload file and the server's playlist answer both carry. The answer adds the
 * volume, each item's position and the caller's watched marks and last chapter, none of which
 * the file holds; the items keep the file's order (the server numbers them in it).
 */
export function playlistContent(playlist: PlaylistUpload | PlaylistResponse) {
  return {
    playlistId: playlist.playlistId,
    playlistTitle: playlist.playlistTitle,
    description: playlist.description,
    items: playlist.items.map(({ title, videoId, url, channelTitle, thumbnail }) => ({
      title,
      videoId,
      url,
      channelTitle,
      thumbnail,
    })),
  };
}
