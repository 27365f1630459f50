import type { Change } from '@camino/schemas/publishing/field-changes';
import { validateGospelEntry } from '@camino/schemas/gospel-entry';
import type { ApiProblem } from '@camino/schemas/api/error-codes';
import { problem, type Problem } from '@camino/schemas/messages/render-problem';
import { apiPath } from '@camino/schemas/api/paths';
import { chapterFileName, chapterZipName } from '@camino/schemas/file-naming';
import { validateMainChapter } from '@camino/schemas/main-chapter';
import { validateOptionalChapter } from '@camino/schemas/optional-chapter';
import { titleKey } from '@camino/schemas/comparison-keys';
import { validateTema } from '@camino/schemas/tema';
import { playlistSchema, validatePlaylist, volumeFromPlaylistTitle } from '@camino/schemas/playlist';
import { SOURCE_LANGUAGE } from '@camino/schemas/translations/translatable';
import { apiCall } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-errors';
import { uploadFile } from '../../api/upload-file';
import { storeZip } from './store-zip';

/**
 * A stored item an admin can open in the quick editor: a gospel date, a chapter file's
 * "<volume>/<index>" or a playlist's volume (their revision keys), or a theme by its id, with its
 * title to show.
 */
export type QuickEditTarget =
  | { kind: 'gospel' | 'main_file' | 'optional_file' | 'playlist'; key: string }
  | { kind: 'tema'; key: string; title: string };

/** How the editor names the item: a theme by its title, the others by their key. */
export const targetName = (target: QuickEditTarget) => (target.kind === 'tema' ? target.title : target.key);

/** What saving answered: the change list, and the revision stored (none on a dry run). */
export interface SaveAnswer {
  changes?: Change[];
  revision?: number | null;
}

/** How one kind of item is read, checked and saved. */
export interface EditAdapter {
  language: 'json' | 'markdown';
  load: () => Promise<unknown>;
  /** The very checks the server runs (the shared precompiled validators), plus the editor's own. */
  validate: (value: unknown) => Problem[];
  /** Through the kind's usual admin call: `dryRun` first, then the real one (one revision). */
  save: (value: unknown, dryRun: boolean) => Promise<SaveAnswer>;
  /** SWR keys to reload after a save. */
  reloads: string[];
}

const jsonFile = (content: unknown, name: string) =>
  new File([JSON.stringify(content, null, 2)], name, { type: 'application/json' });

function gospelAdapter(date: string): EditAdapter {
  return {
    language: 'json',
    load: () => apiCall('GET /admin/evangelios/:date', { params: { date } }),
    validate: (value) => {
      const result = validateGospelEntry(value);
      const problems = result.ok ? [] : [...result.problems];
      // Another date would add an entry instead of correcting this one.
      const changedDate = (value as { date?: unknown } | null)?.date;
      if (result.ok && changedDate !== date) problems.push(problem('/date', 'must_stay', { value: date }));
      return problems;
    },
    // The gospel upload takes an array of entries: a file of this one replaces it alone.
    save: (value, dryRun) =>
      uploadFile('POST /admin/evangelios/upload', jsonFile([value], `evangelio-${date}.json`), { dryRun }),
    reloads: [apiPath('GET /admin/evangelios', {}), apiPath('GET /admin/evangelios/:date', { date })],
  };
}

// The quick editor corrects the source: without `lang` the server answers in the admin's UI
// language, and an English admin would save the English version over the Spanish file.
const SOURCE_QUERY = { lang: SOURCE_LANGUAGE };

const CHAPTER = {
  main_file: {
    kind: 'main',
    route: 'POST /admin/upload-main-files',
    validate: validateMainChapter,
    load: (volume: number, index: number) =>
      apiCall('GET /main-file/:volume/:index', { params: { volume, index }, query: SOURCE_QUERY }),
  },
  optional_file: {
    kind: 'optional',
    route: 'POST /admin/upload-optional-files',
    validate: validateOptionalChapter,
    load: (volume: number, index: number) =>
      apiCall('GET /optional-file/:volume/:index', { params: { volume, index }, query: SOURCE_QUERY }),
  },
} as const;

function chapterAdapter(kind: 'main_file' | 'optional_file', key: string): EditAdapter {
  const [volume, index] = key.split('/').map(Number) as [number, number];
  const spec = CHAPTER[kind];
  return {
    language: 'json',
    load: () => spec.load(volume, index),
    validate: (value) => {
      const result = spec.validate(value);
      return result.ok ? [] : [...result.problems];
    },
    // The volume's ZIP upload with this one file: the server checks it as it checks a batch, and
    // the other files of the volume stay as they are.
    save: async (value, dryRun) => {
      const zip = storeZip({ [chapterFileName(spec.kind, volume, index)]: JSON.stringify(value, null, 2) });
      const file = new File([zip], chapterZipName(spec.kind, volume), { type: 'application/zip' });
      const report = await uploadFile(spec.route, file, { dryRun });
      refusedFile(report);
      return report;
    },
    reloads: [apiPath('GET /admin/chapters/:volume', { volume })],
  };
}

/** A ZIP upload's report refuses a file in a 200 answer: it must not read as saved. */
function refusedFile(report: { message?: string; failed_files: ReadonlyArray<{ errors: ApiProblem[] }> }) {
  const failed = report.failed_files[0];
  if (!failed) return;
  const error = new ApiError(422, 'invalid_body', report.message);
  error.problems = failed.errors;
  throw error;
}

function temaAdapter(id: number, title: string): EditAdapter {
  return {
    language: 'json',
    load: () => apiCall('GET /admin/tema/:id', { params: { id } }),
    validate: (value) => {
      const result = validateTema(value);
      const problems = result.ok ? [] : [...result.problems];
      // The themes upload replaces a theme by its title (in any case, with or without accents):
      // another title would add a theme instead of correcting this one.
      if (result.ok && titleKey(result.value.title) !== titleKey(title))
        problems.push(problem('/title', 'must_stay', { value: title }));
      return problems;
    },
    // The themes ZIP upload with this one file: the server's own checks, one revision.
    save: async (value, dryRun) => {
      const zip = storeZip({ 'tema.json': JSON.stringify(value, null, 2) });
      const file = new File([zip], 'tema.zip', { type: 'application/zip' });
      const report = await uploadFile('POST /admin/upload-temas', file, { dryRun });
      refusedFile(report);
      return report;
    },
    reloads: [apiPath('GET /admin/temas', {}), apiPath('GET /temas', {}), apiPath('GET /tema/:id', { id })],
  };
}

/** A field set of the upload file, read from its schema: the answer adds the reader's own fields. */
const pick = (value: Record<string, unknown>, fields: object) =>
  Object.fromEntries(Object.keys(fields).flatMap((field) => (field in value ? [[field, value[field]]] : [])));

/**
 * A volume's playlist, where its chapters' titles are: read as the upload file is written (the
 * reader's answer without its own fields), saved through the playlist upload.
 */
function playlistAdapter(volume: number): EditAdapter {
  return {
    language: 'json',
    load: async () => {
      const answer = await apiCall('GET /volumes/:volume/playlist', {
        params: { volume },
        query: SOURCE_QUERY,
      });
      const file = pick(answer, playlistSchema.properties);
      const itemFields = playlistSchema.properties.items.items.properties;
      // A chapter with no video is known by its title: its key keeps members' notes with it
      // when the admin corrects that title (the server's chapter identity, match-chapters.ts).
      const items = answer.items.map((item) => ({
        ...pick(item, itemFields),
        ...(item.videoId ? {} : { key: item.chapter_key }),
      }));
      return { ...file, items };
    },
    validate: (value) => {
      const result = validatePlaylist(value);
      const problems = result.ok ? [] : [...result.problems];
      // The upload replaces the volume its title names: another would replace that volume's list.
      if (result.ok && volumeFromPlaylistTitle(result.value.playlistTitle) !== volume)
        problems.push(problem('/playlistTitle', 'must_stay', { value: `Volumen ${volume}` }));
      return problems;
    },
    save: (value, dryRun) =>
      uploadFile('POST /admin/upload-playlist', jsonFile(value, `Vol_${volume}.json`), { dryRun }),
    reloads: [apiPath('GET /admin/playlists', {}), apiPath('GET /volumes/:volume/playlist', { volume })],
  };
}

export function adapterFor(target: QuickEditTarget): EditAdapter {
  if (target.kind === 'tema') return temaAdapter(Number(target.key), target.title);
  if (target.kind === 'playlist') return playlistAdapter(Number(target.key));
  return target.kind === 'gospel' ? gospelAdapter(target.key) : chapterAdapter(target.kind, target.key);
}
