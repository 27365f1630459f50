import { SEARCH_KINDS } from '@camino/schemas/api/search';
import type { ScriptureResponse } from '@camino/schemas/api/scripture';
import type { Language } from '@camino/schemas/languages';
import type { ContentVersion } from '../content-version';
import type { ServiceDeps } from '../deps';
import { itemOf, type SearchKind, type SearchTarget } from './documents';
import { loadContentDocuments, loadNotes } from './load-documents';
import { createNoteSearch } from './note-search';
import { QUERY_LIMITS } from './query-terms';
import { rankByKind } from './ranking';
import { buildSearchIndex, type IndexHit, type SearchIndex } from './search-index';
import { segmentsOf, snippetOf, type Segment } from './snippet';
import { termOf, wordsOf } from './terms';

/** Results per group: a few of each kind on the whole page, more when one kind is asked for. */
const PER_GROUP = 10;
const PER_KIND = 50;

export interface SearchResult {
  kind: SearchKind;
  title: Segment[];
  snippet: Segment[];
  score: number;
  target: SearchTarget;
}

export interface SearchGroup {
  kind: SearchKind;
  total: number;
  results: SearchResult[];
}

/** What a Bible reference typed as the query finds (from the scripture service). */
export type ScriptureMatches = Pick<ScriptureResponse, 'passages' | 'chapters'>;

/** The scripture service's lookup: null when `text` is not (wholly) a Bible reference. */
export type ScriptureLookup = (text: string, language: Language) => Promise<ScriptureMatches | null>;

export interface SearchRequest {
  text: string;
  language: Language;
  /** Only this kind (all when absent). */
  kind?: SearchKind;
  /** The signed-in caller: member-only text is searched, and their own notes. */
  userId?: number;
}

/** The two language indexes of one content generation. */
interface Indexes {
  generation: number;
  es: SearchIndex;
  en: SearchIndex;
  /** The items (itemOf) that have an English version. */
  translated: ReadonlySet<string>;
  /** True when some item has none (its Spanish text answers English searches). */
  untranslated: boolean;
}

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * One search over the site's content and a member's own notes.
 *
 * The content index is in-process, built from the stored content, so SQLite and MySQL answer
 * alike. It follows the content generation (content-version.ts): a write made here is heard at
 * once, one made through another server by the generation check at most CACHE_CHECK_MS apart.
 * A new generation starts a rebuild in the background; searches go on being answered from the
 * previous index until the new one is ready (only the very first search waits for a build).
 *
 * Notes are read per request from the member's own rows and searched in that member's own small
 * indexes (note-search.ts): no structure ever holds two members' notes, so B cannot find A's.
 */
export function createSearchService(
  { db, config, monotonicNow }: ServiceDeps,
  version: ContentVersion,
  scripture?: ScriptureLookup,
) {
  const now = monotonicNow ?? (() => performance.now());
  let current: Indexes | null = null;
  let building: Promise<Indexes> | null = null;
  let wanted = Number.NEGATIVE_INFINITY; // the newest generation known to exist
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;
  const noteSearch = createNoteSearch();

  async function build(): Promise<Indexes> {
    // The generation is read before the content: a write landing in between makes the next
    // check see a newer generation and build again, never keep a stale index as current.
    const generation = await version.read();
    const documents = await loadContentDocuments(db);
    const spanish = documents.filter((doc) => doc.language === 'es');
    const english = documents.filter((doc) => doc.language === 'en');
    const translated = new Set(english.map(itemOf));
    return {
      generation,
      es: buildSearchIndex('es', spanish),
      en: buildSearchIndex('en', english),
      translated,
      untranslated: spanish.some((doc) => !translated.has(itemOf(doc))),
    };
  }

  /** Starts a build unless one is under way; the result replaces the index it was newer than. */
  function rebuild(): Promise<Indexes> {
    building ??= build()
      .then((built) => {
        if (!current || built.generation >= current.generation) current = built;
        return built;
      })
      .finally(() => {
        building = null;
        // A generation raised while building: build again (still in the background).
        if (current && wanted > current.generation) void rebuild().catch(() => undefined);
      });
    return building;
  }

  /** Reads the generation when the last read is older than CACHE_CHECK_MS; rebuilds on a change. */
  function checkGeneration(): Promise<void> | undefined {
    if (now() - checkedAt < config.cacheCheckMs) return undefined;
    checking ??= (async () => {
      const started = now();
      const generation = await version.read();
      checkedAt = Math.max(checkedAt, started);
      wanted = Math.max(wanted, generation);
      if (current && generation !== current.generation) void rebuild().catch(() => undefined);
    })().finally(() => {
      checking = null;
    });
    return checking;
  }

  // A write through this server: rebuild right after its commit, in the background.
  version.onLocalWrite(() => {
    checkedAt = Number.NEGATIVE_INFINITY;
    if (current) void checkGeneration()?.catch(() => undefined);
  });

  /** The index to answer from: the current one (a newer one may be building), else the first build. */
  async function indexes(): Promise<Indexes> {
    await checkGeneration();
    return current ?? building ?? rebuild();
  }

  /** Resolves once the index reflects the content generation current now (tests and start-up). */
  async function settled(): Promise<void> {
    checkedAt = Number.NEGATIVE_INFINITY;
    await checkGeneration();
    for (;;) {
      const index = current ?? (await rebuild());
      if (index.generation >= wanted && !building) return;
      await (building ?? rebuild());
    }
  }

  async function search(request: SearchRequest) {
    const member = request.userId !== undefined;
    const kinds = new Set(request.kind ? [request.kind] : SEARCH_KINDS);
    const [index, notes, passage] = await Promise.all([
      indexes(),
      member && kinds.has('note') ? loadNotes(db, request.userId!) : Promise.resolve([]),
      scripture && !request.kind && mayBeReference(request.text)
        ? scripture(request.text, request.language).catch(() => null)
        : Promise.resolve(null),
    ]);
    // A query that is wholly a Bible reference is answered by its passage: every word of it is the
    // reference, and read as text its numbers matched any title or note holding them ("1 Cor 13"
    // listed chapters titled '1-…'; "Mt 7" a gospel day of Luke 15:3-7).
    if (passage) return { query: request.text, lang: request.language, groups: [], scripture: passage };
    const hits = contentHits(index, request, kinds, member);
    if (notes.length > 0) hits.push(...noteSearch.hits(request.userId!, notes, request.text));

    const ranked = rankByKind(hits, request.kind ? PER_KIND : PER_GROUP);
    const groups: SearchGroup[] = [];
    for (const kind of SEARCH_KINDS) {
      const group = ranked.get(kind);
      if (!group || !kinds.has(kind)) continue;
      groups.push({ kind, total: group.total, results: group.top.map((hit) => present(hit, member)) });
    }
    return { query: request.text, lang: request.language, groups, scripture: passage };
  }

  return { search, settled, generation: () => current?.generation ?? null };
}

/**
 * A Bible reference names at least a chapter by its number ("Juan" or "2 Juan" alone is not one to
 * the parser): text without a digit is not parsed at all, which spares most searches the parser,
 * nor is text longer than a search box's reference (QUERY_LIMITS.referenceLength).
 */
export const mayBeReference = (text: string) =>
  text.length <= QUERY_LIMITS.referenceLength && /\p{N}/u.test(text);

/**
 * Each item is searched in the asked language: in Spanish, its Spanish source; in English, its
 * English version when it has one (with the English stemmer), else its Spanish text, so an
 * untranslated chapter is still found by its Spanish words.
 */
function contentHits(
  index: Indexes,
  request: SearchRequest,
  kinds: Set<SearchKind>,
  member: boolean,
): IndexHit[] {
  const wanted = new Set([...kinds].filter((k) => k !== 'note'));
  if (wanted.size === 0) return [];
  // Each index holds exactly these three kinds: with all of them wanted, no filter is needed.
  const filter = wanted.size === 3 ? undefined : wanted;
  if (request.language === 'es') return index.es.search({ text: request.text, member, kinds: filter });
  const hits = index.en.search({ text: request.text, member, kinds: filter });
  // Only when some item has no English version: this search over the whole Spanish index would
  // otherwise find nothing, at the price of a full search.
  if (index.untranslated) {
    const { translated } = index;
    hits.push(
      ...index.es.search({
        text: request.text,
        member,
        kinds: filter,
        accept: (doc) => !translated.has(itemOf(doc)),
      }),
    );
  }
  return hits;
}

/** A hit as the API answers it: marked title and snippet, and where it leads. */
function present(hit: IndexHit, member: boolean): SearchResult {
  const terms = new Set(hit.terms);
  return {
    kind: hit.doc.kind,
    title: segmentsOf(hit.doc.title, terms, hit.doc.language),
    snippet: snippetOf(hit.doc, hit.terms, member),
    score: Math.round(hit.score * 1000) / 1000,
    target: hit.doc.target,
  };
}

/** True when every word of `text` is a stop word or nothing (the query would find nothing). */
export const isEmptyQuery = (text: string, language: Language): boolean =>
  wordsOf(text).every((word) => termOf(word, language) === null);
