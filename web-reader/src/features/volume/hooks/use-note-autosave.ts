import type { CurrentNote, MovedChapter } from '@camino/schemas/api/member-data';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NetworkError, statusOf } from '../../../lib/api-errors';
import { holdDraft } from '../../../lib/outbox/member-outbox';
import { getSession } from '../../../lib/session';
import { saveNote } from '../api/save-note';
import type { OpenChapter } from '../utils/chapter-title';
import { removeDraft, writeDraft } from '../../../lib/outbox/note-drafts';
import { isNoteTooLong } from '../utils/note-length';
import { expireSessionAtChapter } from '../utils/note-session-expiry';
import { initialNote, type ServerNote } from '../utils/note-start';
import { useNoteLeaveGuards } from './use-note-leave-guards';

/** How long typing must pause before the note is saved. */
export const NOTE_AUTOSAVE_MS = 1500;

/**
 * Where the note stands against the server: `saved` (the server has this text), `unsaved`
 * (waiting for the pause), `saving`, `offline` (no connection; retried when it is back), `error`
 * (the server refused; retried on the next change or Save), `expired` (the session ended; the
 * sign-in page brings the member back), `tooLong` (over the limit, never sent), `conflict`
 * (another device saved first: the member chooses) and `unpublished` (the chapter is gone: nothing
 * can be saved). In every state but `saved` the text is also in the local draft.
 */
export type NoteSaveState =
  'saved' | 'unsaved' | 'saving' | 'offline' | 'error' | 'expired' | 'tooLong' | 'conflict' | 'unpublished';

/** What the member chose in a conflict: their text, the other device's, or a text of both. */
export type ConflictChoice = { keep: 'mine' } | { keep: 'theirs' } | { keep: 'merged'; text: string };

export interface NoteAutosaveOptions {
  chapter: OpenChapter;
  /** Whose drafts these are (note-drafts `draftOwner`); null keeps no draft. */
  owner: string | null;
  /** The server's note, or null when it could not be loaded (offline): the draft is shown then. */
  serverNote: ServerNote | null;
  /** After each confirmed save, with the text the server now has and where. */
  onSaved?: (text: string, version: number | null, chapter: OpenChapter) => void;
  /** The chapter had moved: the note was saved at its new index. */
  onMoved?: (index: number) => void;
  /** A save answered 401 (default: the sign-in page, back to this chapter). */
  onExpired?: (tokenUsed: string | undefined, chapter: OpenChapter) => void;
  delay?: number;
}

/**
 * The note editor's autosave: every change is kept as a local draft at once and sent after a
 * pause of NOTE_AUTOSAVE_MS; one save runs at a time; `flush` saves now (before the chapter
 * changes); an unsaved text warns before the page unloads and is sent when the editor goes away.
 * A draft left by a reload, a lost connection or an expired session is restored (`restored`).
 * Each save names its chapter and the version it was typed over: a chapter that moved is followed
 * (`onMoved`), one no longer published keeps the text here (`unpublished`), and a note another
 * device saved meanwhile is shown beside the member's (`conflict`) until they choose.
 */
export function useNoteAutosave({
  chapter: chapterGiven,
  owner: ownerGiven,
  serverNote,
  onSaved,
  onMoved,
  onExpired = expireSessionAtChapter,
  delay = NOTE_AUTOSAVE_MS,
}: NoteAutosaveOptions) {
  // Fixed for the editor's life: parents key it by chapter, and an expired session (no owner any
  // more) must not stop the drafts of the text it is holding. Only the index may change (moved).
  const [owner] = useState(ownerGiven);
  // Where saves go: the page's chapter, moved by a save that followed it or by the page following it.
  const chapterRef = useRef(chapterGiven);
  const givenRef = useRef(chapterGiven);
  if (chapterGiven.key === givenRef.current.key && chapterGiven.index !== givenRef.current.index)
    chapterRef.current = chapterGiven;
  givenRef.current = chapterGiven;
  const [start] = useState(() => initialNote(owner, chapterGiven, serverNote));
  const [text, setTextState] = useState(start.text);
  const [state, setStateValue] = useState<NoteSaveState>(() =>
    isNoteTooLong(start.text) ? 'tooLong' : start.restored ? 'unsaved' : 'saved',
  );
  const [restored, setRestored] = useState(start.restored);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  // A chapter change was held back because this text is not on the server.
  const [held, setHeld] = useState(false);
  const [conflict, setConflict] = useState<CurrentNote | null>(null);
  const [gone, setGone] = useState<MovedChapter | null>(null);

  const textRef = useRef(start.text);
  // What the server is known to have (null when unknown: its text could not be loaded), and its version.
  const savedRef = useRef<string | null>(serverNote?.text ?? null);
  const versionRef = useRef<number | null>(start.version);
  const stateRef = useRef(state);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inflight = useRef<Promise<boolean> | null>(null);
  const warnedText = useRef<string | null>(null);
  // The latest callbacks, so the stable functions below never call a stale one.
  const callbacks = useRef({ onSaved, onMoved, onExpired });
  callbacks.current = { onSaved, onMoved, onExpired };

  const setState = useCallback((next: NoteSaveState) => {
    stateRef.current = next;
    setStateValue(next);
  }, []);

  const cancelTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const keepDraft = useCallback(
    (next: string) => {
      if (owner)
        writeDraft(owner, chapterRef.current, {
          text: next,
          base: savedRef.current ?? '',
          version: versionRef.current,
          at: new Date().toISOString(),
        });
    },
    [owner],
  );

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const sent = textRef.current;
    // Waiting for the member's choice, or nowhere to save: nothing is sent.
    if (stateRef.current === 'conflict' || stateRef.current === 'unpublished') return false;
    if (sent === savedRef.current) {
      if (owner) removeDraft(owner, chapterRef.current);
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
    const chapter = chapterRef.current;
    let outcome;
    // Held until the answer, even past the editor's life, so the outbox runner never sends it too.
    const release = owner ? holdDraft(owner, chapter) : () => {};
    try {
      outcome = await saveNote(chapter, sent, versionRef.current, { expireSessionOn401: false });
    } catch (error) {
      if (statusOf(error) === 401) {
        setState('expired');
        callbacks.current.onExpired(tokenUsed, chapter);
      } else {
        setState(error instanceof NetworkError ? 'offline' : 'error');
      }
      return false;
    } finally {
      release();
    }
    if (outcome.kind === 'conflict') {
      setConflict(outcome.current);
      setState('conflict');
      return false;
    }
    if (outcome.kind === 'unpublished') {
      setGone(outcome.chapter);
      setState('unpublished');
      return false;
    }
    chapterRef.current = { ...chapter, index: outcome.index };
    savedRef.current = sent;
    versionRef.current = outcome.version;
    setSavedAt(Date.now());
    callbacks.current.onSaved?.(sent, outcome.version, chapterRef.current);
    if (outcome.movedFrom !== null) callbacks.current.onMoved?.(outcome.index);
    if (textRef.current !== sent) {
      // Typed on while it was saving: that text waits for its own pause.
      keepDraft(textRef.current);
      setState('unsaved');
      return false;
    }
    if (owner) removeDraft(owner, chapterRef.current);
    setState('saved');
    setHeld(false);
    return true;
  }, [owner, setState, keepDraft]);

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
      const waiting = stateRef.current === 'conflict' || stateRef.current === 'unpublished';
      if (next === savedRef.current && !waiting) {
        cancelTimer();
        if (owner) removeDraft(owner, chapterRef.current);
        if (!inflight.current) setState('saved');
        return;
      }
      keepDraft(next);
      if (waiting) return;
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
    [owner, schedule, setState, keepDraft],
  );

  /**
   * The member's choice in a conflict. Theirs: the other device's text becomes the editor's (it is
   * already saved). Mine or merged: saved now over the version the other device stored.
   */
  const resolveConflict = useCallback(
    (choice: ConflictChoice) => {
      const current = conflict;
      if (!current) return Promise.resolve(false);
      setConflict(null);
      versionRef.current = current.version;
      if (choice.keep === 'theirs') {
        savedRef.current = current.note_text;
        textRef.current = current.note_text;
        setTextState(current.note_text);
        if (owner) removeDraft(owner, chapterRef.current);
        setState('saved');
        callbacks.current.onSaved?.(current.note_text, current.version, chapterRef.current);
        return Promise.resolve(true);
      }
      savedRef.current = current.note_text;
      if (choice.keep === 'merged') {
        textRef.current = choice.text;
        setTextState(choice.text);
      }
      keepDraft(textRef.current);
      setState('unsaved');
      return save();
    },
    [conflict, owner, save, setState, keepDraft],
  );

  /**
   * Before the chapter changes: saves now. False keeps the member on the chapter, once: a second
   * try over the same text moves on, since the draft stays on this device and is restored here.
   */
  const flush = useCallback((): boolean | Promise<boolean> => {
    if (textRef.current === savedRef.current && !inflight.current && stateRef.current === 'saved') {
      cancelTimer();
      return true;
    }
    return save().then((ok) => {
      // Offline, the draft waits in the outbox, which sends it when the connection is back.
      if (ok || stateRef.current === 'offline') return true;
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
    else if (owner && textRef.current === savedRef.current) removeDraft(owner, chapterRef.current);
  }, [schedule, owner]);

  // While the editor shows the chapter, its draft is the editor's to send, not the outbox runner's.
  useEffect(() => (owner ? holdDraft(owner, chapterRef.current) : undefined), [owner]);

  useNoteLeaveGuards({ save, setState, stateRef, textRef, savedRef, timer, cancelTimer });

  return {
    text,
    setText,
    state,
    savedAt,
    restored,
    held,
    /** The note another device saved, while the member has not chosen yet. */
    conflict,
    /** The chapter, when it is no longer published (nothing can be saved). */
    gone,
    resolveConflict,
    dismissRestored: () => setRestored(false),
    /** Save now (the Save button). */
    save,
    flush,
  };
}
