import type { ApiProblem } from '@camino/schemas/api/error-codes';
import { localizeProblems } from '@camino/schemas/messages/render-problem';

/**
 * Problems as lines of text in the UI language (`/title must not be empty`; a problem of the
 * whole file, with no pointer, is its message alone), where a list of them has no room: a
 * notice, or one line per refused file.
 */
export function problemLines(problems: readonly ApiProblem[], language: string): string[] {
  return localizeProblems(problems, language).map((p) =>
    p.pointer ? `${p.pointer} ${p.message}` : p.message,
  );
}
