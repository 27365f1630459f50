import MiniSearch from 'minisearch';
import type { SearchDocument, SearchKind } from './documents';
import { queryTerms } from './query-terms';
import { foldedOf } from './snippet';
import { termOf, wordsOf, type SearchLanguage } from './terms';

/** The indexed fields: the title, what anyone may search, and what only members may. */
type Field = 'title' | 'open' | 'members';
const ALL_FIELDS: Field[] = ['title', 'open', 'members'];
const OPEN_FIELDS: Field[] = ['title', 'open'];

/** A title match outweighs the same words in the text. */
const TITLE_BOOST = 3;

/** One document found, with the index terms it matched (for the snippet's marks). */
export interface IndexHit {
  doc: SearchDocument;
  score: number;
  terms: string[];
}

export interface IndexQuery {
  text: string;
  /** Signed-in callers also search the member-only text. */
  member: boolean;
  /** Only these kinds (all when absent). */
  kinds?: ReadonlySet<SearchKind>;
  /** A further test on each document (e.g. the gospel's language fallback). */
  accept?: (doc: SearchDocument) => boolean;
}

export type SearchIndex = ReturnType<typeof buildSearchIndex>;

/**
 * MiniSearch was chosen over Orama by measuring both on the benchmark's 2,520 generated chapters
 * (server/bench/search.ts; same documents, same Snowball stemmer, interleaved, on the 2-core
 * machine at load ~15 from other work, so absolute figures are pessimistic): MiniSearch built in
 * 2.4 s, +9 MB RSS, p50/p95 0.6/25 ms per query; Orama 3.1 built in 9.2 s, +35 MB, 1.5/57 ms.
 *
 * An in-process full-text index of documents written in one language (MiniSearch, BM25), with
 * that language's Snowball stemmer and accent folding as its term processor, for documents and
 * queries alike.
 */
export function buildSearchIndex(language: SearchLanguage, documents: Iterable<SearchDocument>) {
  const byId = new Map<string, SearchDocument>();
  const index = new MiniSearch<SearchDocument>({
    idField: 'id',
    fields: ALL_FIELDS,
    extractField: (doc, field) => {
      if (field === 'id') return doc.id;
      if (field === 'title') return doc.title;
      return doc[field as 'open' | 'members'].join('\n');
    },
    tokenize: wordsOf,
    processTerm: (term) => termOf(term, language),
  });
  for (const doc of documents) {
    byId.set(doc.id, doc);
    // Folded once here rather than on a search's first snippet of it (snippet.ts).
    foldedOf(doc);
  }
  index.addAll([...byId.values()]);

  /**
   * Documents matching every word of the query, best first. When none has them all: the last word
   * as a prefix too (a word still being typed), then documents matching any word. Each step runs
   * only when the one before found nothing, so a whole-word query pays for no prefix expansion.
   */
  function search(query: IndexQuery): IndexHit[] {
    const { kinds, accept } = query;
    const { terms, lastIsPrefix } = queryTerms(query.text, language);
    if (terms.length === 0) return [];
    const base = {
      fields: query.member ? ALL_FIELDS : OPEN_FIELDS,
      boost: { title: TITLE_BOOST },
      // The query is given as its terms, already processed and capped (query-terms.ts).
      tokenize: (text: string) => text.split(' '),
      processTerm: (term: string) => term,
      // No filter at all when every kind is wanted (the common case costs no call per match).
      ...(kinds || accept
        ? {
            filter: (result: { id: string }) => {
              const doc = byId.get(result.id)!;
              return (!kinds || kinds.has(doc.kind)) && (!accept || accept(doc));
            },
          }
        : {}),
    };
    const text = terms.join(' ');
    const lastAsPrefix = (_term: string, i: number) => i === terms.length - 1;
    let results = index.search(text, { ...base, combineWith: 'AND' });
    if (results.length === 0 && lastIsPrefix)
      results = index.search(text, { ...base, combineWith: 'AND', prefix: lastAsPrefix });
    if (results.length === 0 && terms.length > 1)
      results = index.search(text, { ...base, combineWith: 'OR' });
    return results.map((r) => ({ doc: byId.get(r.id as string)!, score: r.score, terms: r.terms }));
  }

  return { language, search, size: byId.size };
}
