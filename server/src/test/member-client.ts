// A member's and an admin's calls over real HTTP (fetch) to a listening server, for the tests and
// benches that fire many requests at once (supertest starts a server per request).
import type { PlaylistUpload } from '@camino/schemas/playlist';
import { playlistForm } from './member-volume';

export interface Answer {
  status: number;
  // Each caller reads its own fields of the answer, as supertest's `res.body` allows.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Calls `base` + `path` (base ends in `/api`) with a bearer token and a JSON body. */
export async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  json?: unknown,
  form?: FormData,
): Promise<Answer> {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const res = await fetch(base + path, {
    method,
    headers,
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // not JSON: kept as text (a proxy's or a crash's page)
  }
  return { status: res.status, body };
}

/** The note save the reader sends: position, text and, when given, the chapter and base version. */
export const saveNote = (
  base: string,
  token: string,
  volume: number,
  index: number,
  body: { note_text: string; chapter_key?: string; base_version?: number },
) => call(base, 'POST', `/notes/save?volume=${volume}&index=${index}`, token, body);

/** An admin's playlist upload. */
export const uploadPlaylist = (base: string, token: string, volume: number, playlist: PlaylistUpload) =>
  call(base, 'POST', '/admin/upload-playlist', token, undefined, playlistForm(volume, playlist));

/** A browser's connections to one host (HTTP/1.1): what one device has in flight at most. */
export const DEVICE_CONNECTIONS = 6;

/**
 * Runs `tasks` with at most `width` in flight (one device's connections), answering in order:
 * devices of one member each call this at once.
 */
export async function onDevice<T>(tasks: Array<() => Promise<T>>, width = DEVICE_CONNECTIONS): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, lane));
  return results;
}
