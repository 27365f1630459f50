import { expireSession } from '../../../lib/api-client';
import type { ChapterRef } from './chapter-title';

/**
 * A note save answered 401: the api client's own expiry (toast, session cleared, sign-in with a
 * redirect), but with `?chapter=` in the address it sends back to, so after signing in the member
 * lands on the chapter whose draft is waiting (the volume page drops `?chapter=` once it has
 * selected one). The address is rewritten without a router navigation: the page must not
 * re-select a chapter on its way out.
 */
export function expireSessionAtChapter(tokenUsed: string | undefined, chapter: ChapterRef): void {
  if (!tokenUsed) return;
  const url = new URL(window.location.href);
  url.searchParams.set('chapter', String(chapter.index));
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  expireSession(tokenUsed);
}
