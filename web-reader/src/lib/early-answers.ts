import { EARLY_ANSWERS_GLOBAL, type EarlyAnswers } from '@camino/schemas/member-pages';

/**
 * The answer of a call a member page's shell started before the reader's scripts arrived (the
 * server's inline starter, server/src/pages/early-calls.ts), taken once: later asks fetch anew.
 * Only for the token it was sent with, so a session changed meanwhile never reads another's.
 * The caller handles it exactly as its own fetch (a 401 expires the session, and so on).
 */
export function takeEarlyAnswer(url: string, token: string): Promise<Response> | undefined {
  const early = (globalThis as { [EARLY_ANSWERS_GLOBAL]?: EarlyAnswers })[EARLY_ANSWERS_GLOBAL];
  if (!early || early.token !== token) return undefined;
  const answer = early.answers[url];
  delete early.answers[url];
  return answer;
}
