import { createContext, useCallback, useContext, useEffect, useRef, type RefObject } from 'react';

/**
 * Saves the open note now; true when the page may change chapter. A note with nothing to save
 * answers at once (not a promise), so a move over a clean note happens in the same click.
 */
export type NoteFlush = () => boolean | Promise<boolean>;

/** Where the open note editor registers its flush, for the volume page to call before a move. */
export const NoteGuardContext = createContext<RefObject<NoteFlush | null> | null>(null);

/**
 * The volume page's side: `guard` goes into NoteGuardContext, and `beforeChapterChange` resolves
 * true when the chapter may change (no editor, or its text is on the server or let go).
 */
export function useNoteGuard() {
  const guard = useRef<NoteFlush | null>(null);
  const beforeChapterChange = useCallback(() => (guard.current ? guard.current() : true), []);
  return { guard, beforeChapterChange };
}

/** The editor's side: registers its flush while it is mounted. */
export function useRegisterNoteFlush(flush: NoteFlush): void {
  const guard = useContext(NoteGuardContext);
  useEffect(() => {
    if (!guard) return;
    guard.current = flush;
    return () => {
      if (guard.current === flush) guard.current = null;
    };
  }, [guard, flush]);
}
