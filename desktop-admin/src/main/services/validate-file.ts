import { validateAbout } from '@camino/schemas/about';
import { checkNameMatchesInfo } from '@camino/schemas/chapter-file-name';
import { validateGospelFile } from '@camino/schemas/gospel-upload';
import { validateMainChapter } from '@camino/schemas/main-chapter';
import { validateNewsConfigBody } from '@camino/schemas/news-config-body';
import { validateOptionalChapter } from '@camino/schemas/optional-chapter';
import { parseChapterTitle } from '@camino/schemas/chapter-file-name';
import { validatePlaylist, volumeFromPlaylistTitle, type PlaylistUpload } from '@camino/schemas/playlist';
import { validateTema } from '@camino/schemas/tema';
import { validatePath } from '@camino/schemas/path';
import { validateImageConfig } from '@camino/schemas/image-config';
import { validateButtonConfig } from '@camino/schemas/button-config';
import { playlistFileName } from '@camino/schemas/file-naming';
import { problem, problemAt, type Problem } from '@camino/schemas/messages/render-problem';
import type { Validator } from '@camino/schemas/validator';
import type { ContentKind } from '../../shared/workspace-types';
import { createJsonLocator, type TextPosition } from './pointer-to-position';
import type { TranslationPlace } from './translation-place';
import { baseName, classifyPath } from './workspace-layout';
import { syntaxPlace } from '@camino/schemas/json-text';

/** One file after the checks that need only the file itself. */
export interface CheckedFile {
  path: string;
  kind: ContentKind;
  /** A translation file's source and language (its kind is `translation`). */
  translation?: TranslationPlace;
  volume: number | null;
  index: number | null;
  text: string;
  /** The parsed JSON when the text is JSON (undefined for about.md or a syntax error). */
  data: unknown;
  /** Whether the schema accepted it, so cross-file rules may read `data` with its type. */
  schemaValid: boolean;
  problems: Problem[];
  locate(pointer: string): TextPosition;
}

const SCHEMA: Partial<Record<ContentKind, Validator<unknown>>> = {
  main: validateMainChapter,
  optional: validateOptionalChapter,
  tema: validateTema,
  path: validatePath,
  news: validateNewsConfigBody,
  image: validateImageConfig,
};

/** buttons.json: each home button's setting under its name, as its own route takes it. */
export const BUTTON_NAMES = ['evangelio', 'topics'] as const;

function buttonsProblems(data: unknown): Problem[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [problem('', 'buttons_object')];
  const problems: Problem[] = [];
  for (const name of BUTTON_NAMES) {
    const value = (data as Record<string, unknown>)[name];
    if (value === undefined) {
      problems.push(problem('', 'button_missing', { name }));
      continue;
    }
    const result = validateButtonConfig(value);
    if (!result.ok) problems.push(...result.problems.map((p) => ({ ...p, pointer: `/${name}${p.pointer}` })));
  }
  for (const key of Object.keys(data)) {
    if (!(BUTTON_NAMES as readonly string[]).includes(key)) problems.push(problem(`/${key}`, 'not_a_button'));
  }
  return problems;
}

/** A playlist's own rules: its title names the file's volume, and its videos are that volume's chapters. */
function playlistProblems(playlist: PlaylistUpload, volume: number | null): Problem[] {
  if (volume === null) return [];
  const problems: Problem[] = [];
  const titleVolume = volumeFromPlaylistTitle(playlist.playlistTitle);
  if (titleVolume !== null && titleVolume !== volume) {
    problems.push(
      problem('/playlistTitle', 'playlist_title_volume', {
        named: titleVolume,
        file: playlistFileName(volume),
      }),
    );
  }
  const seen = new Map<number, number>();
  playlist.items.forEach((item, position) => {
    const pointer = `/items/${position}/title`;
    const chapter = parseChapterTitle(item.title);
    if (!chapter) {
      problems.push(problem(pointer, 'playlist_title_start', { volume }));
    } else if (chapter.volume !== volume) {
      problems.push(problem(pointer, 'playlist_other_volume', { named: chapter.volume, volume }));
    } else if (seen.has(chapter.index)) {
      problems.push(
        problem(pointer, 'playlist_repeated_chapter', {
          volume,
          index: chapter.index,
          item: seen.get(chapter.index)!,
        }),
      );
    } else {
      seen.set(chapter.index, position);
    }
  });
  return problems;
}

function schemaProblems(kind: ContentKind, data: unknown): { ok: boolean; problems: Problem[] } {
  if (kind === 'playlist') {
    const result = validatePlaylist(data);
    return result.ok ? { ok: true, problems: [] } : result;
  }
  if (kind === 'buttons') {
    const problems = buttonsProblems(data);
    return { ok: problems.length === 0, problems };
  }
  const validate = kind === 'gospel' ? validateGospelFile : SCHEMA[kind];
  if (!validate) return { ok: true, problems: [] };
  const result = validate(data);
  return result.ok ? { ok: true, problems: [] } : result;
}

/**
 * Checks one file against its place in the layout, JSON syntax and its shared schema, plus the
 * rules that need only this file: a chapter's name against its `info`, a playlist's title and
 * video titles against its volume.
 */
export function checkFile(path: string, text: string): CheckedFile {
  const place = classifyPath(path);
  const base = {
    path,
    kind: place.kind,
    volume: place.volume,
    index: place.index,
    text,
    ...(place.translation ? { translation: place.translation } : {}),
  };
  const problems: Problem[] = place.nameProblem ? [problemAt('', place.nameProblem)] : [];

  // About and its translations are Markdown; a translation is checked against its source later
  // (check-translations.ts), since that needs the source too.
  if (place.kind === 'about' || place.translation?.kind === 'about') {
    const result = place.kind === 'about' ? validateAbout({ content: text }) : null;
    if (result && !result.ok) problems.push(...result.problems.map((p) => ({ ...p, pointer: '' })));
    return {
      ...base,
      data: undefined,
      schemaValid: result?.ok ?? true,
      problems,
      locate: () => ({ line: 1, column: 1 }),
    };
  }

  const locator = createJsonLocator(text);
  const locate = (pointer: string) => locator.locate(pointer);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    const at = locator.syntaxError?.position ?? syntaxPlace(text, err);
    problems.push(problem('', 'json_syntax', at));
    return { ...base, data: undefined, schemaValid: false, problems, locate: () => at };
  }

  const schema = schemaProblems(place.kind, data);
  problems.push(...schema.problems);
  if (schema.ok && place.kind === 'playlist') {
    problems.push(...playlistProblems(data as PlaylistUpload, place.volume));
  }
  if (schema.ok && (place.kind === 'main' || place.kind === 'optional') && !place.nameProblem) {
    const info = (data as { info: { volume: number; index: number } }).info;
    problems.push(...checkNameMatchesInfo(baseName(path), info));
  }
  return { ...base, data, schemaValid: schema.ok, problems, locate };
}
