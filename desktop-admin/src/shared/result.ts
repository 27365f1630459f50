import { problemAt, type Coded, type Problem } from '@camino/schemas/messages/render-problem';

export type { Problem };

/**
 * What every expected failure returns across IPC (STYLE.md): the value, or the problems that
 * explain why not, each by code with its values so the window writes it in the UI language (an
 * invoke's rejection would keep only an English `message`). Unexpected failures still throw and
 * reach the renderer as rejected promises.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** A failure with one problem, about the whole request unless a pointer names the field. */
export const fail = <T = never>(what: Coded, pointer = ''): Result<T> => ({
  ok: false,
  problems: [problemAt(pointer, what)],
});
