// How every check reads a JSON file or field (an upload, a ZIP entry, the quick editor, a
// translation, the desktop workspace): a syntax error is one coded problem naming its line and
// column, in the reader's language, instead of the JavaScript engine's English sentence.
import { problem, type Problem } from './messages/render-problem';

/** The line and column (from 1) of the character at `offset` of `text`. */
export function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/**
 * Where JSON.parse stopped, read from its error: V8 and Firefox name the offset or the line and
 * column; an unexpected end (no place named) is the end of the text.
 */
export function syntaxPlace(text: string, error: unknown): { line: number; column: number } {
  const said = error instanceof Error ? error.message : '';
  const lineColumn = /line (\d+) column (\d+)/.exec(said);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(said);
  return placeOf(text, position ? Number(position[1]) : text.length);
}

/** Parses JSON text; a syntax error is one problem at `pointer` with its line and column. */
export function parseJson(
  text: string,
  pointer = '',
): { ok: true; value: unknown } | { ok: false; problems: Problem[] } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problems: [problem(pointer, 'json_syntax', syntaxPlace(text, error))] };
  }
}
