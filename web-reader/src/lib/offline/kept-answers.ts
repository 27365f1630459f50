// The api client's bridge to the offline store. It is on every page, so it stays tiny: the policy
// and the store (idb and IndexedDB) are imported only when an answer is to be kept or a fetch
// failed, never on the first visit's static path.
import type { Session } from '../session';

/** The event fired when a page is answered from the kept copy: `detail` is a `KeptAnswerShown`. */
export const KEPT_ANSWER_EVENT = 'keptAnswerShown';

/** What `KEPT_ANSWER_EVENT` says: which answer was read from the device, and when it was kept. */
export interface KeptAnswerShown {
  path: string;
  storedAt: number;
}

const readThrough = () => import('./read-through');

/** Runs `work` when the page is idle, so keeping an answer never slows the page that asked for it. */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 0);
}

/**
 * Keeps a fresh GET answer if the policy keeps its route, under the owner of the session the call
 * was made with; after answering and when idle. A store the browser refuses (private mode, no
 * space) only means nothing is kept: the page read online still works.
 */
export function keepLater(
  route: string,
  session: Session | null,
  path: string,
  answer: unknown,
  etag: string | null,
): void {
  if (typeof window === 'undefined') return;
  whenIdle(() => {
    readThrough()
      .then((store) => store.keepAnswer(route, session, path, answer, etag))
      .catch(() => undefined);
  });
}

/** Keeps the public answers a pre-rendered page came with (see read-through.ts), when idle. */
export function keepPrerenderedLater(api: Record<string, unknown>): void {
  whenIdle(() => {
    readThrough()
      .then((store) => store.keepPrerendered(api))
      .catch(() => undefined);
  });
}

/**
 * The kept answer of a GET whose fetch failed, in the network's shape; undefined when none is
 * kept (or storage is refused). Answering from the device fires `keptAnswerShown`, so the page
 * can say what it shows is the copy kept at `storedAt`.
 */
export async function answerFromDevice(
  route: string,
  session: Session | null,
  path: string,
): Promise<unknown> {
  try {
    const kept = await (await readThrough()).keptAnswer(route, session, path);
    if (!kept) return undefined;
    const detail: KeptAnswerShown = { path, storedAt: kept.storedAt };
    window.dispatchEvent(new CustomEvent(KEPT_ANSWER_EVENT, { detail }));
    return kept.answer;
  } catch {
    return undefined;
  }
}

/**
 * Forgets every answer and volume kept under the signed-in account, its notes included: signing
 * out leaves nothing of theirs on a shared device. A session that merely expired keeps them (the
 * member signs back in to the same account).
 */
export async function forgetAccount(session: Session | null): Promise<void> {
  try {
    await (await readThrough()).forgetOwnerOf(session);
  } catch {
    // Storage refused: nothing was kept.
  }
}
