import { chapterInfoSchema } from '@camino/schemas/chapter-info';
import { gospelEntrySchema } from '@camino/schemas/gospel-entry';
import { gospelUploadSchema } from '@camino/schemas/gospel-upload';
import { mainChapterSchema } from '@camino/schemas/main-chapter';
import { newsConfigSchema } from '@camino/schemas/news-config';
import { newsConfigBodySchema } from '@camino/schemas/news-config-body';
import { optionalChapterSchema } from '@camino/schemas/optional-chapter';
import { playlistSchema } from '@camino/schemas/playlist';
import { temaSchema } from '@camino/schemas/tema';
import type { EditorSchema } from '../../shared/editor-schema';

const entry = (schema: { $id: string }, fileMatch: string[]): EditorSchema => ({
  uri: schema.$id,
  fileMatch,
  schema: structuredClone(schema) as Record<string, unknown>,
});

/**
 * The shared schemas for the editor's live validation, matched to the workspace layout, sent to
 * the renderer as plain objects. (This began because the schema modules compiled ajv validators
 * with `new Function`, which the renderer's CSP forbids; the validators are now precompiled, so
 * the renderer could import the modules itself.) Schemas that are only `$ref`-ed (chapter info,
 * one gospel entry, one news block) match no file.
 */
export function editorSchemas(): EditorSchema[] {
  return [
    entry(playlistSchema, ['playlists/*.json']),
    entry(mainChapterSchema, ['main/*/*.json']),
    entry(optionalChapterSchema, ['optional/*/*.json']),
    entry(chapterInfoSchema, []),
    entry(temaSchema, ['temas/*.json']),
    entry(gospelUploadSchema, ['evangelios/*.json']),
    entry(gospelEntrySchema, []),
    entry(newsConfigBodySchema, ['/news.json']),
    entry(newsConfigSchema, []),
  ];
}
