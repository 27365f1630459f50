import { decodeContentText } from '@camino/schemas/content-encoding';
import { canonicalContentText, sortedJson } from '@camino/schemas/content-hash';
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { NewsConfigBody } from '@camino/schemas/news-config-body';
import type { PlaylistUpload } from '@camino/schemas/playlist';
import type { DryRunStatus } from '../../shared/server-types';
import type { AdminClient, ApiResult } from './admin-client';

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

/** GET that answers null for 404 and throws for any other failure. */
async function getOrNull<T>(client: AdminClient, path: string): Promise<T | null> {
  const result = await client.get<T>(path);
  if (result.ok) return result.body;
  if (result.status === 404) return null;
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
  const body = await getOrNull<{ encoded_content: string }>(client, `/${kind}-file/${volume}/${index}`);
  if (!body) return { status: 'new' };
  return same(decodeContentText(body.encoded_content) === canonicalContentText(path, text));
}

/** A playlist, compared field by field: the server keeps its columns, not the file. */
export async function comparePlaylist(
  client: AdminClient,
  volume: number,
  local: PlaylistUpload,
): Promise<Comparison> {
  const server = await getOrNull<PlaylistUpload>(client, `/volumes/${volume}/playlist`);
  if (!server) return { status: 'new' };
  const shape = (p: PlaylistUpload) => ({
    playlistId: p.playlistId,
    playlistTitle: p.playlistTitle,
    description: p.description,
    items: p.items.map(({ title, videoId, url, channelTitle, thumbnail }) => ({
      title,
      videoId,
      url,
      channelTitle,
      thumbnail,
    })),
  });
  return same(sortedJson(shape(server)) === sortedJson(shape(local)));
}

/** The gospel dates the server holds. */
export async function serverGospelDates(client: AdminClient): Promise<Set<string>> {
  const body = await getOrNull<{ evangelios: Array<{ date: string }> }>(client, '/admin/evangelios');
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
  const server = await getOrNull<GospelEntry>(client, `/admin/evangelios/${local.date}`);
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
  const body = await getOrNull<{ temas: Array<{ id: number; title: string }> }>(client, '/admin/temas');
  return new Map((body?.temas ?? []).map((t) => [t.title, t.id]));
}

/** A tema by title: a tema with the same title is replaced on upload. */
export async function compareTema(
  client: AdminClient,
  local: unknown,
  title: string,
  ids: Map<string, number>,
): Promise<Comparison> {
  const id = ids.get(title);
  if (id === undefined) return { status: 'new' };
  const body = await getOrNull<{ encoded_content: string }>(client, `/tema/${id}`);
  if (!body) return { status: 'changed', detail: 'hidden on the site; it will be replaced' };
  return same(sortedJson(JSON.parse(decodeContentText(body.encoded_content))) === sortedJson(local));
}

export async function compareAbout(client: AdminClient, text: string): Promise<Comparison> {
  const body = await getOrNull<{ content: string }>(client, '/about');
  return same(body?.content === text);
}

/** News blocks, as the server keeps them: enabled, title and description ('' when absent). */
export async function compareNews(client: AdminClient, local: NewsConfigBody): Promise<Comparison> {
  const server = await getOrNull<NewsConfigBody>(client, '/admin/news-config');
  if (!server) return { status: 'new' };
  const block = (b: NewsConfigBody['public']) => ({
    enabled: b.enabled,
    title: b.title,
    description: b.description ?? '',
  });
  const shape = (n: NewsConfigBody) => ({ public: block(n.public), private: block(n.private) });
  return same(sortedJson(shape(server)) === sortedJson(shape(local)));
}
