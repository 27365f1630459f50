// Shared pieces of the member-writes specs: playlists uploaded through the admin API,
// notes read and written through the member API, and pictures of one state in both schemes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from './api';
import { transitionsDone, useScheme, type Scheme } from './audit';

/** Volumes no other spec uses: each test here owns one. */
export const WRITES_VOLUMES = { shifted: 25, removed: 26, deleted: 27, paged: 28 } as const;

/** A chapter of an uploaded playlist: its title after `{volume}-{n}. ` and its video id. */
export interface Chapter {
  title: string;
  videoId: string;
}

/** Uploads `chapters` as volume `volume`'s playlist, titled `{volume}-{n}. {title}` in order. */
export async function uploadPlaylist(request: APIRequestContext, volume: number, chapters: Chapter[]) {
  const playlist = {
    playlistId: `PLwrites${volume}`,
    playlistTitle: `E2E - Volumen ${volume}: Escrituras`,
    description: 'Member writes end-to-end playlist',
    items: chapters.map((chapter, i) => ({
      title: `${volume}-${i + 1}. ${chapter.title}`,
      videoId: chapter.videoId,
      url: `https://www.youtube.com/watch?v=${chapter.videoId}`,
      channelTitle: 'Camino E2E',
      thumbnail: '/demo/thumbnails/1-1.svg',
    })),
  };
  const res = await request.post('/api/admin/upload-playlist', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      file: {
        name: `Vol_${volume}.json`,
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(playlist)),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** `n` chapters named `Capítulo {prefix}{i}`, with video ids `{prefix}{volume}v{i}`. */
export const chapters = (volume: number, prefix: string, n: number): Chapter[] =>
  Array.from({ length: n }, (_, i) => ({
    title: `Capítulo ${prefix}${i + 1}`,
    videoId: `${prefix}${volume}v${i + 1}`,
  }));

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The member's note on chapter `index` of `volume` as the API answers it (null when none). */
export async function noteAt(request: APIRequestContext, token: string, volume: number, index: number) {
  const res = await request.get(`/api/notes/${volume}/${index}`, { headers: auth(token) });
  if (res.status() === 404) return null;
  expect(res.status()).toBe(200);
  return (await res.json()) as { note_text: string; version: number; chapter_key: string };
}

/** Saves a note through the API as the spec's plain call does (last write wins). */
export async function saveNoteApi(
  request: APIRequestContext,
  token: string,
  volume: number,
  index: number,
  text: string,
) {
  const res = await request.post(`/api/notes/save?volume=${volume}&index=${index}`, {
    data: { note_text: text },
    headers: auth(token),
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Every note of the member, following the pages of GET /notes. */
export async function listNotes(request: APIRequestContext, token: string) {
  const notes: { volume: number; index: number | null; chapter_key: string; note: string }[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`;
    const res = await request.get(`/api/notes${query}`, { headers: auth(token) });
    expect(res.status()).toBe(200);
    const page = (await res.json()) as { notes: typeof notes; next_cursor: string | null };
    notes.push(...page.notes);
    cursor = page.next_cursor;
  } while (cursor !== null);
  return notes;
}

const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'test-results',
  'screenshots',
);

/**
 * A picture of what is on screen now (not the full page: a toast is fixed to the viewport), in
 * each scheme, named `<name>-<scheme>-<language>.png` beside auditPage's.
 */
export async function snapshot(page: Page, name: string, schemes: Scheme[] = ['light', 'dark']) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  for (const scheme of schemes) {
    await useScheme(page, scheme);
    await page.mouse.move(1, (page.viewportSize()?.height ?? 800) - 1);
    await transitionsDone(page);
    const lang = await page.evaluate(() => document.documentElement.lang);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${scheme}-${lang}.png`) });
  }
}
