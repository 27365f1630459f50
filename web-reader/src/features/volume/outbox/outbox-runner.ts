import { apiCall } from '../../../lib/api-client';
import { NetworkError, statusOf } from '../../../lib/api-errors';
import { holdDraft, isDraftHeld, listOutbox, runAlone } from '../../../lib/outbox/member-outbox';
import { requestOutboxSync } from '../../../lib/background-sync';
import { announceSent, subscribeOutbox } from '../../../lib/outbox/outbox-changes';
import { FLUSH_OUTBOX } from '../../../service-worker/messages';
import {
  draftOwner,
  readDraft,
  removeDraft,
  writeDraft,
  type ChapterDraft,
} from '../../../lib/outbox/note-drafts';
import { removeWatchWish, type WatchWish } from '../../../lib/outbox/watch-wishes';
import { getSession } from '../../../lib/session';
import { saveNote } from '../api/save-note';
import { toggleWatched } from '../api/toggle-watched';
import { chapterKeyOf } from '../utils/chapter-title';
import { isNoteTooLong } from '../utils/note-length';

/** Why a flush stopped before the end: no connection, an ended session, a busy server or tab. */
export type FlushStop = 'offline' | 'expired' | 'server' | 'busy' | 'signedOut';

export interface FlushResult {
  /** Writes the server now has. */
  sent: number;
  stopped?: FlushStop;
}

/**
 * The background sends keep the page where it is: a 401 clears the ended session quietly (the
 * outbox stays, per account, for the next sign-in) instead of moving the member to sign-in.
 */
const QUIET = { sessionOptional: true } as const;

/** A failure that ends the flush (everything left stays); null for one that only skips the write. */
function stopOf(error: unknown): FlushStop | null {
  const status = statusOf(error);
  if (error instanceof NetworkError || status === 0) return 'offline';
  if (status === 401) return 'expired';
  if (status === 429 || status >= 500) return 'server';
  return null;
}

/**
 * Sends a draft over the version it was typed on. A conflict or a chapter no longer published
 * keeps the text, held for the member (the editor shows both texts when the chapter opens). A
 * draft an editor of this tab is handling is left to it.
 */
async function sendNote(owner: string, draft: ChapterDraft): Promise<boolean> {
  if (draft.held || isDraftHeld(owner, draft.chapter) || isNoteTooLong(draft.text)) return false;
  const release = holdDraft(owner, draft.chapter);
  try {
    const outcome = await saveNote(draft.chapter, draft.text, draft.version ?? null, QUIET);
    const now = readDraft(owner, draft.chapter);
    if (outcome.kind !== 'saved') {
      if (now?.text === draft.text)
        writeDraft(owner, draft.chapter, {
          ...now,
          held: outcome.kind === 'conflict' ? 'conflict' : 'unpublished',
        });
      return false;
    }
    const at = { ...draft.chapter, index: outcome.index };
    if (now?.text === draft.text) removeDraft(owner, draft.chapter);
    // Typed on (in another tab) while it was sent: that text now goes over this version.
    else if (now) writeDraft(owner, draft.chapter, { ...now, base: draft.text, version: outcome.version });
    await announceSent({ kind: 'note', chapter: at, text: draft.text, version: outcome.version });
    return true;
  } finally {
    release();
  }
}

/**
 * Sets the mark the member wished: the server flips marks, so a flip that lands on the other
 * state (another device changed it meanwhile) is flipped once more. A chapter that moved is
 * followed by its key; one no longer published, or a video no longer there, drops the wish.
 */
async function sendWatch(owner: string, wish: WatchWish): Promise<boolean> {
  const { volume, key } = wish.chapter;
  let videoId = wish.videoId;
  const flip = async () => {
    const answer = await toggleWatched(videoId, volume, key, QUIET);
    return 'watched' in answer ? answer.watched : null;
  };
  let mark: boolean | null = null;
  try {
    const first = await toggleWatched(videoId, volume, key, QUIET);
    if ('watched' in first) mark = first.watched;
    else if (first.moved.index !== null) {
      const playlist = await apiCall('GET /volumes/:volume/playlist', { params: { volume }, ...QUIET });
      const now = playlist.items.find((video) => chapterKeyOf(video) === key);
      if (now?.videoId) {
        videoId = now.videoId;
        mark = now.is_watched === wish.watched ? now.is_watched : await flip();
      }
    }
    if (mark !== null && mark !== wish.watched) mark = await flip();
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
  }
  removeWatchWish(owner, wish);
  if (mark !== null) await announceSent({ kind: 'watch', volume, videoId, watched: mark });
  return mark !== null;
}

/** One pass over the outbox, oldest first; stops at the first failure that would fail them all. */
async function flushOnce(): Promise<FlushResult> {
  const owner = draftOwner(getSession()?.userInfo);
  if (!owner) return { sent: 0, stopped: 'signedOut' };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { sent: 0, stopped: 'offline' };
  const result = await runAlone(async (): Promise<FlushResult> => {
    let sent = 0;
    for (const entry of listOutbox(owner)) {
      try {
        const done =
          entry.kind === 'note' ? await sendNote(owner, entry.draft) : await sendWatch(owner, entry.wish);
        if (done) sent++;
      } catch (error) {
        const stopped = stopOf(error);
        if (stopped) return { sent, stopped };
        // Refused for this write only (a 422): it stays, and the others go on.
        console.error('[camino] an unsent change was refused', error);
      }
    }
    return { sent };
  });
  return result === 'skipped' ? { sent: 0, stopped: 'busy' } : result;
}

let running: Promise<FlushResult> | null = null;
let again = false;

/**
 * Sends the signed-in member's unsent writes now. One flush at a time: a call while one runs
 * joins it and makes it look once more at the end (for what was added meanwhile). The service
 * worker's sync event may call this through a message to the page (see startOutboxRunner).
 */
export function flushOutbox(): Promise<FlushResult> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let result: FlushResult;
    do {
      again = false;
      result = await flushOnce();
    } while (again && result.stopped === undefined);
    return result;
  })().finally(() => {
    running = null;
  });
  return running;
}

let started = false;

/**
 * Sends the outbox now and whenever the connection may be back: the `online` event and the page
 * becoming visible again (Safari has no Background Sync, so this does not depend on it), and a
 * service worker's FLUSH_OUTBOX (Background Sync). Listeners are added once; each call flushes (a new sign-in).
 */
export function startOutboxRunner(): Promise<FlushResult> {
  if (!started) {
    started = true;
    const flush = () => void flushOutbox();
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') flush();
    });
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if ((event.data as { type?: unknown } | null)?.type === FLUSH_OUTBOX) flush();
    });
    // Anything queued while offline: the browser wakes the worker when the connection is back.
    subscribeOutbox(() => {
      if (!navigator.onLine) requestOutboxSync();
    });
  }
  return flushOutbox();
}
