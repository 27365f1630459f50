import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { rawZip } from '../../../server/src/test/raw-zip';
import { adminToken } from './api';

/**
 * Volumes and dates only the admin content specs use: demo volumes 1–3 have chapters, home.spec
 * looks at 1, 4, 20 and 36, and the demo gospel week sits around today.
 */
export const PLAYLIST_VOLUME = 33;
export const CHAPTERS_VOLUME = 34;
export const GOSPEL_DATES = ['2031-02-10', '2031-02-11'] as const;

/** A file the way the browser's file chooser hands it over. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const jsonFile = (name: string, value: unknown): UploadFile => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(value, null, 2)),
});

/** A playlist upload for `volume` with `videos` videos (schemas/README.md). */
export function playlistFor(volume: number, videos: number, title = `E2E - Volumen ${volume}: Admin`) {
  return {
    playlistId: `PLe2eVol${volume}`,
    playlistTitle: title,
    description: 'End-to-end test playlist',
    items: Array.from({ length: videos }, (_, i) => ({
      title: `${volume}-${i + 1}. Capítulo de prueba ${i + 1}`,
      videoId: `e2eVid${volume}${i + 1}`,
      url: `https://www.youtube.com/watch?v=e2eVid${volume}${i + 1}`,
      channelTitle: 'Camino E2E',
      thumbnail: '/demo/thumbnails/1-1.svg',
    })),
  };
}

const mainChapter = (volume: number, index: number) => ({
  info: { volume, index, date: `${index} de marzo` },
  description: `Capítulo ${volume}-${index} de prueba`,
  dialogue: [
    { speaker: 'Peregrino', text: '¿Por dónde empiezo?' },
    { speaker: 'Maestro', text: 'Por el primer paso.' },
  ],
});

/**
 * `Vol_{volume}_main.zip` with `good` valid chapters (1…good) and `bad` chapters that lack their
 * dialogue (good+1…), so the report lists the bad ones with '/dialogue'.
 */
export function mainZip(volume: number, good: number, bad: number): UploadFile {
  const entries = Array.from({ length: good + bad }, (_, i) => {
    const index = i + 1;
    const chapter: Record<string, unknown> = mainChapter(volume, index);
    if (index > good) delete chapter.dialogue;
    return { name: `${volume}-${index}.json`, data: Buffer.from(JSON.stringify(chapter)) };
  });
  return { name: `Vol_${volume}_main.zip`, mimeType: 'application/zip', buffer: rawZip(entries) };
}

/** `Vol_{volume}_optional.zip` with one valid optional file for chapter 1. */
export function optionalZip(volume: number): UploadFile {
  const chapter = { info: { volume, index: 1, date: '1 de marzo' }, keywords: ['camino'], topics: ['Fe'] };
  return {
    name: `Vol_${volume}_optional.zip`,
    mimeType: 'application/zip',
    buffer: rawZip([{ name: `${volume}-1_o.json`, data: Buffer.from(JSON.stringify(chapter)) }]),
  };
}

/** Two gospel entries: the first complete (with an English translation), the second without verses to show. */
export function gospelEntries() {
  const [first, second] = GOSPEL_DATES;
  return [
    {
      date: first,
      weekday: 'Lunes',
      gospel: {
        heading: 'Lectura del santo evangelio según san Marcos',
        reference: 'Mc 1, 29-39',
        intro: 'En aquel tiempo,',
        verses: ['Jesús curó a muchos enfermos de diversos males y expulsó muchos demonios.'],
        links: ['[Mc 1](https://www.bibliacatolica.com.br/mc/1)'],
      },
      reflexion: '<p>Jesús se retira a <strong>orar</strong>.</p>',
      liturgical_note: 'Lunes de la V semana del tiempo ordinario',
      url: 'https://example.org/evangelio/2031-02-10',
      copyright_note: '© E2E',
      en: {
        weekday: 'Monday',
        gospel: { reference: 'Mk 1:29-39', verses: ['Jesus cured many who were sick.'] },
      },
    },
    { date: second, weekday: 'Martes', gospel: { reference: 'Mc 7, 1-13', verses: ['corto'] } },
  ];
}

/** Clicks `button` (a file input's button) and hands `files` to the file chooser it opens. */
export async function chooseFiles(page: Page, button: Locator, files: UploadFile[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

/** Calls the admin API directly (setup and clean-up only); returns the parsed answer. */
export async function adminCall(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<{ status: number; body: unknown }> {
  const token = await adminToken(request);
  const res = await request.fetch(`/api${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: res.status(), body: await res.json().catch(() => undefined) };
}

/**
 * At 390 px wide nothing but the tab list may scroll sideways. Checked until the layout settles:
 * right after a resize the tables become cards in an effect, a frame or two later.
 */
export async function expectNoSideScroll(page: Page): Promise<void> {
  await expect(async () => {
    const { overflow, culprits } = await page.evaluate(() => {
      const width = window.innerWidth;
      const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1 || el.scrollWidth > el.clientWidth + 1)
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${el.className} → ${Math.round(el.getBoundingClientRect().right)}px`,
        );
      return { overflow: document.documentElement.scrollWidth - width, culprits };
    });
    expect(overflow, `the page scrolls sideways: ${culprits.join('; ')}`).toBeLessThanOrEqual(0);
  }).toPass({ timeout: 5_000 });
}
