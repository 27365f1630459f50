import type { SearchDocument } from './documents';
import { fold, termOf, WORD } from './terms';

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

const marked = (segments: Segment[]) =>
  new Set(segments.filter((s) => s.match).map((s) => s.text.toLowerCase()));

/**
 * The paragraph of the document that holds the most different matched words, cut to about
 * SNIPPET_CHARS around its first mark; empty when only the title matched (or nothing shows).
 */
export function snippetOf(doc: SearchDocument, terms: readonly string[], member: boolean): Segment[] {
  const wanted = new Set(terms);
  // A stem is the start of its folded word but for its last letter at most (Porter's y → i), so a
  // paragraph whose folded text holds none of these cannot hold a match: most are skipped unsplit.
  const needles = terms.map((term) => term.slice(0, Math.max(3, term.length - 1)));
  let best: Segment[] = [];
  let bestCount = 0;
  for (const paragraph of member ? [...doc.open, ...doc.members] : doc.open) {
    const folded = fold(paragraph);
    if (!needles.some((needle) => folded.includes(needle))) continue;
    const segments = segmentsOf(paragraph, wanted, doc.language);
    const count = marked(segments).size;
    if (count > bestCount) {
      best = segments;
      bestCount = count;
    }
  }
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
