import type { SearchDocument } from './documents';
import { fold, foldsInPlace, termOf, WORD } from './terms';

/** A piece of text, marked when it is one of the words the query matched. */
export interface Segment {
  text: string;
  match: boolean;
}

/** About this many characters of context around the first marked word. */
const SNIPPET_CHARS = 200;
const ELLIPSIS = '…';

/**
 * Splits `text` into plain and marked pieces: a word is marked when its index term is one the
 * query matched. Plain text, never HTML: the reader renders each marked piece in a <mark>.
 */
export function segmentsOf(
  text: string,
  terms: ReadonlySet<string>,
  language: SearchDocument['language'],
): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const term = termOf(found[0], language);
    if (term === null || !terms.has(term)) continue;
    if (found.index > last) segments.push({ text: text.slice(last, found.index), match: false });
    segments.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/** The Latin-1 characters that are letters or digits (WORD's rule), by code. */
const LATIN1_WORD = Uint8Array.from({ length: 256 }, (_, code) =>
  /[\p{L}\p{N}]/u.test(String.fromCharCode(code)) ? 1 : 0,
);
const isWordChar = (text: string, at: number) => LATIN1_WORD[text.charCodeAt(at)] === 1;

/**
 * segmentsOf for a paragraph that folds in place (foldsInPlace): the same segments, but only the
 * words holding a needle (see snippetOf) are stemmed, found from the needles' places in the
 * folded copy, instead of every word of the paragraph.
 */
function segmentsAt(
  text: string,
  folded: string,
  needles: readonly string[],
  terms: ReadonlySet<string>,
  language: SearchDocument['language'],
): Segment[] {
  const starts: number[] = [];
  for (const needle of needles) {
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
      let start = at;
      while (start > 0 && isWordChar(text, start - 1)) start--;
      starts.push(start);
    }
  }
  starts.sort((a, b) => a - b);
  const segments: Segment[] = [];
  let last = 0;
  let previous = -1;
  for (const start of starts) {
    if (start === previous || start < last) continue;
    previous = start;
    let end = start;
    while (end < text.length && isWordChar(text, end)) end++;
    const word = text.slice(start, end);
    const term = termOf(word, language);
    if (term === null || !terms.has(term)) continue;
    if (start > last) segments.push({ text: text.slice(last, start), match: false });
    segments.push({ text: word, match: true });
    last = end;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

const marked = (segments: Segment[]) =>
  new Set(segments.filter((s) => s.match).map((s) => s.text.toLowerCase()));

/** A document's paragraphs folded (fold() of terms.ts), in the order of `open` then `members`. */
interface Folded {
  open: string[];
  members: string[];
}
const FOLDED = new WeakMap<SearchDocument, Folded>();

/**
 * The folded copy of a document's paragraphs, made once per document: folding (lower case, NFD,
 * marks removed) was most of a snippet's cost when every result's text was folded per query.
 * Held weakly: it goes with the index that holds the document.
 */
export function foldedOf(doc: SearchDocument): Folded {
  let folded = FOLDED.get(doc);
  if (!folded) {
    folded = { open: doc.open.map(fold), members: doc.members.map(fold) };
    FOLDED.set(doc, folded);
  }
  return folded;
}

/**
 * How many times the needles occur in `folded`, counted only up to `more` than `enough` (the
 * caller only asks whether the count exceeds it). Needles are letters and digits, so an
 * occurrence lies within one word, and a scan that skips past each occurrence still finds one in
 * every word holding the needle.
 */
function occurrences(folded: string, needles: readonly string[], enough: number): number {
  let count = 0;
  for (const needle of needles) {
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
      if (++count > enough) return count;
    }
  }
  return count;
}

/**
 * The paragraph of the document that holds the most different matched words (the first of
 * equals), cut to about SNIPPET_CHARS around its first mark; empty when only the title matched
 * (or nothing shows).
 *
 * A stem is the start of its folded word but for its last letter at most (Porter's y → i), so
 * every different matched word of a paragraph holds an occurrence of its stem's "needle" in the
 * folded paragraph: the number of occurrences bounds the number of matched words, and a paragraph
 * whose bound cannot beat the best so far is never split into words.
 */
export function snippetOf(doc: SearchDocument, terms: readonly string[], member: boolean): Segment[] {
  const wanted = new Set(terms);
  const needles = terms.map((term) => term.slice(0, Math.max(3, term.length - 1))).filter(Boolean);
  const folded = foldedOf(doc);
  let best: Segment[] = [];
  let bestCount = 0;
  const visit = (paragraphs: readonly string[], foldedParagraphs: readonly string[]) => {
    for (let i = 0; i < paragraphs.length; i++) {
      const paragraph = paragraphs[i]!;
      const foldedParagraph = foldedParagraphs[i]!;
      if (occurrences(foldedParagraph, needles, bestCount) <= bestCount) continue;
      const segments = foldsInPlace(paragraph)
        ? segmentsAt(paragraph, foldedParagraph, needles, wanted, doc.language)
        : segmentsOf(paragraph, wanted, doc.language);
      const count = marked(segments).size;
      if (count > bestCount) {
        best = segments;
        bestCount = count;
      }
    }
  };
  visit(doc.open, folded.open);
  if (member) visit(doc.members, folded.members);
  return bestCount === 0 ? [] : trim(best);
}

/** Cuts a paragraph's segments to a window that starts shortly before its first mark. */
function trim(segments: Segment[]): Segment[] {
  const text = segments.map((s) => s.text).join('');
  if (text.length <= SNIPPET_CHARS) return segments;
  let offset = 0;
  for (const s of segments) {
    if (s.match) break;
    offset += s.text.length;
  }
  // Start a little before the first mark, at a word boundary, so it reads in context.
  let start = Math.max(0, offset - Math.floor(SNIPPET_CHARS / 4));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;

  const out: Segment[] = [];
  let position = 0;
  for (const s of segments) {
    const from = Math.max(start, position);
    const to = Math.min(end, position + s.text.length);
    // A marked word is kept whole or not at all.
    if (to > from && (!s.match || (from === position && to === position + s.text.length))) {
      out.push({ text: s.text.slice(from - position, to - position), match: s.match });
    }
    position += s.text.length;
  }
  if (start > 0) out.unshift({ text: ELLIPSIS, match: false });
  if (end < text.length) out.push({ text: ELLIPSIS, match: false });
  return out;
}
