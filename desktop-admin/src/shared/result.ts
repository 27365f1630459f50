import type { Problem } from '@camino/schemas/validator';

export type { Problem };

/**
 * What every expected failure returns across IPC (STYLE.md): the value, or the problems that
 * explain why not. Unexpected failures still throw and reach the renderer as rejected promises.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** A failure with one problem about the whole request (pointer ''). */
export const fail = <T = never>(message: string, pointer = ''): Result<T> => ({
  ok: false,
  problems: [{ pointer, message }],
});
