import type { SearchKind } from '@camino/schemas/api/search';
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { MainChapter } from '@camino/schemas/main-chapter';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import type { TemaUpload } from '@camino/schemas/tema';
import type { SearchLanguage } from './terms';

export type { SearchKind };

/** Where a result leads: a chapter of a volume, a theme, a gospel day. */
export interface SearchTarget {
  volume?: number;
  index?: number;
  id?: number;
  date?: string;
}

/**
 * One searchable thing. `open` is what anyone may search (titles, the gospel); `members` is
 * searched only for signed-in callers (chapter text and theme summaries, member-only by SPEC.md).
 * Each is a list of paragraphs, so a snippet never runs across two of them.
 */
export interface SearchDocument {
  id: string;
  kind: SearchKind;
  /** The language its text is written (and stemmed) in. */
  language: SearchLanguage;
  title: string;
  open: string[];
  members: string[];
  target: SearchTarget;
}

/**
 * The content item a document is a version of: the Spanish document and the English one of a
 * chapter, theme or gospel day share it, and an English search looks at the Spanish version of
 * an item only when it has no English one.
 */
export const itemOf = (doc: Pick<SearchDocument, 'kind' | 'target'>): string =>
  `${doc.kind}:${Object.values(doc.target).join(':')}`;

/** Whitespace other than single spaces: the only text `/\s+/g → ' '` changes. */
const LOOSE_SPACE = /\s\s|[^\S ]/;
/** The characters every rule of plainMarkdown needs: text without any is left as it is. */
const MARKDOWN = /[[#>*_`~]/;

// Both skip their replacements on text they would not change (most of it): building the index
// reads every paragraph of the library.
const nonEmpty = (parts: Array<string | undefined>): string[] =>
  parts
    .map((part) => (LOOSE_SPACE.test(part ?? '') ? part!.replace(/\s+/g, ' ') : (part ?? '')).trim())
    .filter((part) => part !== '');

/** The limited Markdown of chapter text as plain words: emphasis marks and link targets go. */
export const plainMarkdown = (text: string): string =>
  MARKDOWN.test(text)
    ? text
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/^\s*(#+|>)\s*/gm, '')
        .replace(/[*_`~]+/g, '')
    : text;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** A sanitized reflection's HTML as plain text (tags go, common entities are decoded). */
export const plainHtml = (html: string): string =>
  html.replace(/<[^>]*>/g, ' ').replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });

/**
 * A published chapter (one with a video in its volume's playlist): its title is the video's;
 * its text the main file's description and dialogue, and the optional file's summary, key points
 * and homework.
 */
export function chapterDocument(
  volume: number,
  index: number,
  title: string,
  main: MainChapter | null,
  optional: OptionalChapter | null,
  language: SearchLanguage = 'es',
): SearchDocument {
  const members = nonEmpty([
    main?.description,
    ...(main?.dialogue ?? []).map((line) => plainMarkdown(line.text)),
    ...(optional?.dialogue_summary ?? []).map((line) => line.summary ?? line.text),
    ...(optional?.bulletpoints ?? []),
    ...(optional?.homework ?? []),
  ]);
  return {
    id: `chapter:${volume}:${index}:${language}`,
    kind: 'chapter',
    language,
    title,
    open: [],
    members,
    target: { volume, index },
  };
}

/** A visible theme: its title, and its chapters' summaries for members. */
export function themeDocument(id: number, tema: TemaUpload, language: SearchLanguage = 'es'): SearchDocument {
  return {
    id: `theme:${id}:${language}`,
    kind: 'theme',
    language,
    title: tema.title,
    open: [],
    members: nonEmpty(tema.items.flatMap((item) => item.dialogue_summary.map((line) => line.summary))),
    target: { id },
  };
}

/**
 * A gospel day in one language: the Spanish entry, or its English translation when it has one.
 * All of it is public, like the gospel page.
 */
export function gospelDocuments(entry: GospelEntry): SearchDocument[] {
  const versions: Array<[SearchLanguage, Pick<GospelEntry, 'gospel' | 'reflexion' | 'liturgical_note'>]> = [
    ['es', entry],
  ];
  if (entry.en) versions.push(['en', entry.en]);
  return versions.map(([language, version]) => ({
    id: `gospel:${entry.date}:${language}`,
    kind: 'gospel',
    language,
    title: version.gospel.reference,
    open: nonEmpty([
      version.gospel.heading,
      version.gospel.intro,
      ...version.gospel.verses,
      version.reflexion === undefined ? undefined : plainHtml(version.reflexion),
      version.liturgical_note,
    ]),
    members: [],
    target: { date: entry.date },
  }));
}

/** A member's note on a chapter (only ever searched for that member). */
export function noteDocument(volume: number, index: number, title: string, text: string): SearchDocument {
  return {
    id: `note:${volume}:${index}`,
    kind: 'note',
    language: 'es',
    title,
    open: [],
    members: nonEmpty([text]),
    target: { volume, index },
  };
}
