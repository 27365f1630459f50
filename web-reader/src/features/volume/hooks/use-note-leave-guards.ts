import { useEffect, type RefObject } from 'react';
import { getSession } from '../../../lib/session';
import type { NoteSaveState } from './use-note-autosave';

interface LeaveGuards {
  save: () => Promise<boolean>;
  setState: (state: NoteSaveState) => void;
  stateRef: RefObject<NoteSaveState>;
  textRef: RefObject<string>;
  savedRef: RefObject<string | null>;
  timer: RefObject<ReturnType<typeof setTimeout> | null>;
  cancelTimer: () => void;
}

/**
 * The note autosave's watch over the page around it: a connection that comes back sends what
 * waited for it; leaving the page with a text the server lacks makes the browser ask first (the
 * draft is kept anyway), except offline, when the outbox will send it; and an editor that goes
 * away (another page of the app) sends what the pause had not sent yet.
 */
export function useNoteLeaveGuards({
  save,
  setState,
  stateRef,
  textRef,
  savedRef,
  timer,
  cancelTimer,
}: LeaveGuards) {
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
  }, [save, setState, stateRef]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      // Offline, the text is in the outbox, which sends it on the next start: nothing to lose.
      if (textRef.current === savedRef.current || stateRef.current === 'offline') return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [textRef, savedRef, stateRef]);

  useEffect(
    () => () => {
      const pending = timer.current !== null;
      cancelTimer();
      if (pending && getSession()) void save();
    },
    [save, timer, cancelTimer],
  );
}
