import MiniSearch from 'minisearch';
import type { SearchDocument, SearchKind } from './documents';
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
  }
  index.addAll([...byId.values()]);

  /**
   * Documents matching every word of the query (the last word also as a prefix, so a word still
   * being typed finds), best first; when no document has them all, those matching any.
   */
  function search(query: IndexQuery): IndexHit[] {
    const accept = (id: string) => {
      const doc = byId.get(id)!;
      return (!query.kinds || query.kinds.has(doc.kind)) && (!query.accept || query.accept(doc));
    };
    const options = {
      fields: query.member ? ALL_FIELDS : OPEN_FIELDS,
      boost: { title: TITLE_BOOST },
      prefix: (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 3,
      filter: (result: { id: string }) => accept(result.id),
    };
    let results = index.search(query.text, { ...options, combineWith: 'AND' });
    if (results.length === 0) results = index.search(query.text, { ...options, combineWith: 'OR' });
    return results.map((r) => ({ doc: byId.get(r.id as string)!, score: r.score, terms: r.terms }));
  }

  return { language, search, size: byId.size };
}
