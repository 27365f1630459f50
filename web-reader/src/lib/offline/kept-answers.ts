// The api client's bridge to the offline store: small and static, while the store (idb and
// IndexedDB) is imported only when an answer is to be kept or a fetch failed.
import { KEPT_ANSWER_EVENT, type KeptAnswerShown } from './keep-policy';

const readThrough = () => import('./read-through');

/** Runs `work` when the page is idle, so keeping an answer never slows the page that asked for it. */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 0);
}

/**
 * Keeps a fresh answer of a kept route, after answering and when idle. A store the browser
 * refuses (private mode, no space) only means nothing is kept: the page read online still works.
 */
export function keepLater(
  route: string,
  owner: string,
  path: string,
  answer: unknown,
  etag: string | null,
): void {
  if (typeof window === 'undefined') return;
  whenIdle(() => {
    readThrough()
      .then((store) => store.keepAnswer(route, owner, path, answer, etag))
      .catch(() => undefined);
  });
}

/**
 * The kept answer of a request whose fetch failed, in the network's shape; undefined when none
 * is kept (or storage is refused). Answering from the device fires `keptAnswerShown`, so the page
 * can say what it shows is the copy kept at `storedAt`.
 */
export async function answerFromDevice(route: string, owner: string, path: string): Promise<unknown> {
  try {
    const kept = await (await readThrough()).keptAnswer(route, owner, path);
    if (!kept) return undefined;
    const detail: KeptAnswerShown = { path, storedAt: kept.storedAt };
    window.dispatchEvent(new CustomEvent(KEPT_ANSWER_EVENT, { detail }));
    return kept.answer;
  } catch {
    return undefined;
  }
}
