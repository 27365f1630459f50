import { apiPath, type ApiParams } from '@camino/schemas/api/paths';
import type { ApiContent, ApiResponse, ApiRouteKey } from '@camino/schemas/api/routes';
import type { PlaylistResponse } from '@camino/schemas/api/volumes';
import { decodeContentText } from '@camino/schemas/content-encoding';
import { canonicalContentText, sortedJson } from '@camino/schemas/content-hash';
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { NewsConfigBody } from '@camino/schemas/news-config-body';
import type { PlaylistUpload } from '@camino/schemas/playlist';
import type { DryRunStatus } from '../../shared/server-types';
import type { AdminClient, ApiRequest, ApiResult } from './admin-client';

/** A comparison's outcome; a failed server call stops the dry run with its message. */
export type Comparison = { status: Exclude<DryRunStatus, 'blocked'>; detail?: string };

/** Thrown to end the dry run when the server cannot answer (unreachable, session expired…). */
export class ServerCallError extends Error {
  constructor(
    readonly result: Extract<ApiResult<unknown>, { ok: false }>,
    what: string,
  ) {
    super(`${what}: ${result.message}`);
  }
}

const same = (equal: boolean): Comparison => ({ status: equal ? 'unchanged' : 'changed' });

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

/** A chapter, compared as the server stores it: JSON.stringify(JSON.parse(text)). */
export async function compareChapter(
  client: AdminClient,
  kind: 'main' | 'optional',
  volume: number,
  index: number,
  path: string,
  text: string,
): Promise<Comparison> {
  const params = { volume, index };
  const body =
    kind === 'main'
      ? await getOrNull(client, 'GET /main-file/:volume/:index', { params })
      : await getOrNull(client, 'GET /optional-file/:volume/:index', { params });
  if (!body) return { status: 'new' };
  return same(decodeContentText(body.encoded_content) === canonicalContentText(path, text));
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

/** A playlist, compared field by field: the server keeps its columns, not the file. */
export async function comparePlaylist(
  client: AdminClient,
  volume: number,
  local: PlaylistUpload,
): Promise<Comparison> {
  const server = await getOrNull(client, 'GET /volumes/:volume/playlist', { params: { volume } });
  if (!server) return { status: 'new' };
  return same(sortedJson(playlistContent(server)) === sortedJson(playlistContent(local)));
}

/** The gospel dates the server holds. */
export async function serverGospelDates(client: AdminClient): Promise<Set<string>> {
  const body = await getOrNull(client, 'GET /admin/evangelios', {});
  return new Set((body?.evangelios ?? []).map((e) => e.date));
}

const withoutReflections = (entry: GospelEntry) => {
  const copy = structuredClone(entry) as GospelEntry & { en?: { reflexion?: string } };
  delete copy.reflexion;
  if (copy.en) delete copy.en.reflexion;
  return copy;
};

/**
 * One gospel date. The server sanitizes reflection HTML before storing it, so an entry that
 * differs only there counts as unchanged when its file is exactly what was uploaded last.
 */
export async function compareGospelEntry(
  client: AdminClient,
  local: GospelEntry,
  onServer: Set<string>,
  fileUnchangedSinceUpload: boolean,
): Promise<Comparison> {
  if (!onServer.has(local.date)) return { status: 'new' };
  const server = await getOrNull(client, 'GET /admin/evangelios/:date', { params: { date: local.date } });
  if (!server) return { status: 'new' };
  if (sortedJson(server) === sortedJson(local)) return { status: 'unchanged' };
  const onlyReflections = sortedJson(withoutReflections(server)) === sortedJson(withoutReflections(local));
  if (onlyReflections && fileUnchangedSinceUpload) {
    return { status: 'unchanged', detail: 'the server keeps a sanitized copy of the reflection HTML' };
  }
  return { status: 'changed' };
}

/** The temas on the server by title (hidden ones included). */
export async function serverTemas(client: AdminClient): Promise<Map<string, number>> {
  const body = await getOrNull(client, 'GET /admin/temas', {});
  return new Map((body?.temas ?? []).map((t) => [t.title, t.id]));
}

/** A tema by title: a tema with the same title is replaced on upload. */
export async function compareTema(
  client: AdminClient,
  local: ApiContent<'GET /tema/:id'>,
  ids: Map<string, number>,
): Promise<Comparison> {
  const id = ids.get(local.title);
  if (id === undefined) return { status: 'new' };
  const body = await getOrNull(client, 'GET /tema/:id', { params: { id } });
  if (!body) return { status: 'changed', detail: 'hidden on the site; it will be replaced' };
  return same(sortedJson(JSON.parse(decodeContentText(body.encoded_content))) === sortedJson(local));
}

/** About, compared as written: the server stores the Markdown text as it comes. */
export async function compareAbout(client: AdminClient, text: string): Promise<Comparison> {
  const body = await getOrNull(client, 'GET /about', {});
  return same(body?.content === text);
}

/** News blocks, as the server keeps them: enabled, title and description ('' when absent). */
export async function compareNews(client: AdminClient, local: NewsConfigBody): Promise<Comparison> {
  const server = await getOrNull(client, 'GET /admin/news-config', {});
  if (!server) return { status: 'new' };
  const block = (b: NewsConfigBody['public'] | ApiResponse<'GET /admin/news-config'>['public']) => ({
    enabled: b.enabled,
    title: b.title,
    description: b.description ?? '',
  });
  const shape = (n: NewsConfigBody | ApiResponse<'GET /admin/news-config'>) => ({
    public: block(n.public),
    private: block(n.private),
  });
  return same(sortedJson(shape(server)) === sortedJson(shape(local)));
}
