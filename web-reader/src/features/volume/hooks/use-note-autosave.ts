import { useCallback, useEffect, useRef, useState } from 'react';
import { NetworkError, statusOf } from '../../../lib/api-errors';
import { getSession } from '../../../lib/session';
import { saveNote } from '../api/save-note';
import type { ChapterRef } from '../utils/chapter-title';
import { readDraft, removeDraft, writeDraft } from '../utils/note-drafts';
import { isNoteTooLong } from '../utils/note-length';
import { expireSessionAtChapter } from '../utils/note-session-expiry';

/** How long typing must pause before the note is saved. */
export const NOTE_AUTOSAVE_MS = 1500;

/**
 * Where the note stands against the server: `saved` (the server has this text), `unsaved`
 * (waiting for the pause), `saving`, `offline` (no connection; retried when it is back), `error`
 * (the server refused; retried on the next change or Save), `expired` (the session ended; the
 * sign-in page brings the member back) and `tooLong` (over the limit, never sent). In every state
 * but `saved` the text is also in the local draft.
 */
export type NoteSaveState = 'saved' | 'unsaved' | 'saving' | 'offline' | 'error' | 'expired' | 'tooLong';

export interface NoteAutosaveOptions {
  chapter: ChapterRef;
  /** Whose drafts these are (note-drafts `draftOwner`); null keeps no draft. */
  owner: string | null;
  /** The server's text, or null when it could not be loaded (offline): the draft is shown then. */
  serverText: string | null;
  /** After each confirmed save, with the text the server now has. */
  onSaved?: (text: string) => void;
  /** A save answered 401 (default: the sign-in page, back to this chapter). */
  onExpired?: (tokenUsed: string | undefined, chapter: ChapterRef) => void;
  delay?: number;
}

/** What the editor starts with: a draft the server does not have yet wins over the server's text. */
function initialText(owner: string | null, chapter: ChapterRef, serverText: string | null) {
  const draft = owner ? readDraft(owner, chapter) : null;
  if (draft && draft.text !== serverText) return { text: draft.text, base: draft.base, restored: true };
  return { text: serverText ?? '', base: serverText ?? '', restored: false };
}

/**
 * The note editor's autosave: every change is kept as a local draft at once and sent after a
 * pause of NOTE_AUTOSAVE_MS; one save runs at a time; `flush` saves now (before the chapter
 * changes); an unsaved text warns before the page unloads and is sent when the editor goes away.
 * A draft left by a reload, a lost connection or an expired session is restored (`restored`).
 */
export function useNoteAutosave({
  chapter: chapterGiven,
  owner: ownerGiven,
  serverText,
  onSaved,
  onExpired = expireSessionAtChapter,
  delay = NOTE_AUTOSAVE_MS,
}: NoteAutosaveOptions) {
  // Fixed for the editor's life: parents key it by chapter, and an expired session (no owner any
  // more) must not stop the drafts of the text it is holding.
  const [{ chapter, owner }] = useState({ chapter: chapterGiven, owner: ownerGiven });
  const [start] = useState(() => initialText(owner, chapter, serverText));
  const [text, setTextState] = useState(start.text);
  const [state, setStateValue] = useState<NoteSaveState>(() =>
    isNoteTooLong(start.text) ? 'tooLong' : start.restored ? 'unsaved' : 'saved',
  );
  const [restored, setRestored] = useState(start.restored);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  // A chapter change was held back because this text is not on the server.
  const [held, setHeld] = useState(false);

  const textRef = useRef(start.text);
  // What the server is known to have; null when unknown (its text could not be loaded).
  const savedRef = useRef<string | null>(serverText);
  const stateRef = useRef(state);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inflight = useRef<Promise<boolean> | null>(null);
  const warnedText = useRef<string | null>(null);
  // The latest callbacks, so the stable functions below never call a stale one.
  const callbacks = useRef({ onSaved, onExpired });
  callbacks.current = { onSaved, onExpired };

  const setState = useCallback((next: NoteSaveState) => {
    stateRef.current = next;
    setStateValue(next);
  }, []);

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const sent = textRef.current;
    if (sent === savedRef.current) {
      if (owner) removeDraft(owner, chapter);
      setState('saved');
      return true;
    }
    if (isNoteTooLong(sent)) {
      setState('tooLong');
      return false;
    }
    const tokenUsed = getSession()?.authToken;
    if (!tokenUsed) {
      setState('expired');
      return false;
    }
    setState('saving');
    try {
      await saveNote(chapter, sent, { expireSessionOn401: false });
    } catch (error) {
      if (statusOf(error) === 401) {
        setState('expired');
        callbacks.current.onExpired(tokenUsed, chapter);
      } else {
        setState(error instanceof NetworkError ? 'offline' : 'error');
      }
      return false;
    }
    savedRef.current = sent;
    setSavedAt(Date.now());
    callbacks.current.onSaved?.(sent);
    if (textRef.current !== sent) {
      // Typed on while it was saving: that text waits for its own pause.
      setState('unsaved');
      return false;
    }
    if (owner) removeDraft(owner, chapter);
    setState('saved');
    setHeld(false);
    return true;
  }, [owner, chapter, setState]);

  /** Saves now, after any save under way; true when the server has the current text. */
  const save: () => Promise<boolean> = useCallback((): Promise<boolean> => {
    cancelTimer();
    if (inflight.current) return inflight.current.then(() => save());
    const run = saveOnce().finally(() => {
      inflight.current = null;
    });
    inflight.current = run;
    return run;
  }, [saveOnce]);

  const schedule = useCallback(() => {
    cancelTimer();
    timer.current = setTimeout(() => void save(), delay);
  }, [save, delay]);

  /** A change typed by the member: kept as a draft at once, saved after the pause. */
  const setText = useCallback(
    (next: string) => {
      textRef.current = next;
      setTextState(next);
      warnedText.current = null;
      setHeld(false);
      if (next === savedRef.current) {
        cancelTimer();
        if (owner) removeDraft(owner, chapter);
        if (!inflight.current) setState('saved');
        return;
      }
      if (owner)
        writeDraft(owner, chapter, {
          text: next,
          base: savedRef.current ?? '',
          at: new Date().toISOString(),
        });
      if (isNoteTooLong(next)) {
        cancelTimer();
        setState('tooLong');
        return;
      }
      if (stateRef.current !== 'saving' && stateRef.current !== 'expired') {
        setState(typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'unsaved');
      }
      schedule();
    },
    [owner, chapter, schedule, setState],
  );

  /**
   * Before the chapter changes: saves now. False keeps the member on the chapter, once: a second
   * try over the same text moves on, since the draft stays on this device and is restored here.
   */
  const flush = useCallback((): boolean | Promise<boolean> => {
    if (textRef.current === savedRef.current && !inflight.current) {
      cancelTimer();
      return true;
    }
    return save().then((ok) => {
      if (ok) return true;
      if (stateRef.current === 'expired') return false;
      if (warnedText.current === textRef.current) return true;
      warnedText.current = textRef.current;
      setHeld(true);
      return false;
    });
  }, [save]);

  // A restored draft (or a text whose server copy is unknown) goes to the server after the pause.
  useEffect(() => {
    if (textRef.current !== savedRef.current && !isNoteTooLong(textRef.current)) schedule();
    else if (owner && textRef.current === savedRef.current) removeDraft(owner, chapter);
  }, [schedule, owner, chapter]);

  // The connection is back: send what waited for it.
  useEffect(() => {
    const online = () => {
      if (stateRef.current === 'offline') void save();
    };
    const offline = () => {
      if (stateRef.current === 'unsaved' || stateRef.current === 'saving') setState('offline');
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [save, setState]);

  // Leaving the page with a text the server lacks: the browser asks first (the draft is kept anyway).
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (textRef.current === savedRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  // The editor goes away (another page of the app): what the pause had not sent yet is sent now.
  useEffect(
    () => () => {
      const pending = timer.current !== null;
      cancelTimer();
      if (pending && getSession()) void save();
    },
    [save],
  );

  return {
    text,
    setText,
    state,
    savedAt,
    restored,
    held,
    dismissRestored: () => setRestored(false),
    /** Save now (the Save button). */
    save,
    flush,
  };
}
