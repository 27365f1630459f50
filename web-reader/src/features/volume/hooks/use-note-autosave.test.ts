import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator, SESSION_EXPIRED_REDIRECT_MS } from '../../../lib/api-client';
import { getSession, saveSession } from '../../../lib/session';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { isDraftHeld } from '../../../lib/outbox/member-outbox';
import { draftKey, readDraft, writeDraft } from '../../../lib/outbox/note-drafts';
import { NOTE_AUTOSAVE_MS, useNoteAutosave, type NoteAutosaveOptions } from './use-note-autosave';

const chapter = { volume: 1, index: 2, key: 'vB' };
const owner = 'u7';
const saved = (text: string, index = 2, version = 4) =>
  contractResponse('POST /notes/save', {
    message: 'Note saved',
    note_text: text,
    updated_at: '2026-11-23T20:00:00.000Z',
    version,
    chapter_key: 'vB',
    index,
  });

/** A server for POST /notes/save whose answers the test sets; it records every text sent. */
function serveSaves(
  answer: (text: string, url: string) => Response | Promise<Response> = (text) => saved(text),
  path = '/api/notes/save?volume=1&index=2',
) {
  const sent: string[] = [];
  const bodies: unknown[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (path) expect(String(input)).toBe(path);
    const body = JSON.parse(String(init?.body)) as { note_text: string };
    sent.push(body.note_text);
    bodies.push(body);
    return answer(body.note_text, String(input));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, bodies, fetchMock };
}

const renderAutosave = (options: Partial<NoteAutosaveOptions> = {}) =>
  renderHook(() =>
    useNoteAutosave({ chapter, owner, serverNote: { text: 'server', version: 3 }, ...options }),
  );

/** Lets pending promises (the fake fetch, the save's bookkeeping) settle under fake timers. */
async function settle() {
  for (let turn = 0; turn < 20; turn++) await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
}

describe('useNoteAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    saveSession({ access_token: 'token-1', user_type: 'user', user_info: { id: 7, first_name: 'Ana' } });
    setApiNavigator(vi.fn());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps a draft at once and saves once, after a pause of 1.5 s, the last text typed', async () => {
    const { sent } = serveSaves();
    const { result } = renderAutosave();
    expect(result.current.state).toBe('saved');
    act(() => result.current.setText('a'));
    act(() => void vi.advanceTimersByTime(NOTE_AUTOSAVE_MS - 1));
    act(() => result.current.setText('ab'));
    expect(result.current.state).toBe('unsaved');
    expect(readDraft(owner, chapter)).toMatchObject({ text: 'ab', base: 'server', version: 3 });
    act(() => void vi.advanceTimersByTime(NOTE_AUTOSAVE_MS - 1));
    expect(sent).toEqual([]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    await settle();
    expect(sent).toEqual(['ab']);
    expect(result.current.state).toBe('saved');
    expect(result.current.savedAt).not.toBeNull();
    expect(readDraft(owner, chapter)).toBeNull();
  });

  it('typing back to the saved text drops the draft and sends nothing', async () => {
    const { sent } = serveSaves();
    const { result } = renderAutosave();
    act(() => result.current.setText('server!'));
    act(() => result.current.setText('server'));
    expect(result.current.state).toBe('saved');
    expect(localStorage.getItem(draftKey(owner, chapter))).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(NOTE_AUTOSAVE_MS * 2)));
    expect(sent).toEqual([]);
  });

  it('flush (a chapter change) saves at once, and the pause sends nothing more', async () => {
    const { sent } = serveSaves();
    const { result } = renderAutosave();
    // Nothing to save: the move may happen in the same click.
    expect(result.current.flush()).toBe(true);
    act(() => result.current.setText('before Next'));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.flush();
    });
    expect(ok).toBe(true);
    expect(sent).toEqual(['before Next']);
    await act(async () => void (await vi.advanceTimersByTimeAsync(NOTE_AUTOSAVE_MS * 2)));
    expect(sent).toEqual(['before Next']);
  });

  it('flush waits for a save under way, then sends what was typed meanwhile', async () => {
    let release: () => void = () => undefined;
    const { sent } = serveSaves((text) =>
      text === 'one'
        ? new Promise<Response>((resolve) => (release = () => resolve(saved(text, 2, 4))))
        : saved(text),
    );
    const { result } = renderAutosave();
    act(() => result.current.setText('one'));
    await act(async () => void (await vi.advanceTimersByTimeAsync(NOTE_AUTOSAVE_MS)));
    expect(result.current.state).toBe('saving');
    act(() => result.current.setText('one two'));
    let flushed: boolean | Promise<boolean> = false;
    act(() => {
      flushed = result.current.flush();
    });
    expect(flushed).toBeInstanceOf(Promise);
    expect(sent).toEqual(['one']);
    await act(async () => {
      release();
      expect(await flushed).toBe(true);
    });
    expect(sent).toEqual(['one', 'one two']);
    expect(result.current.state).toBe('saved');
  });

  it('a failed flush holds the move once, keeps the draft, and lets the member go on the second try', async () => {
    serveSaves(() => errorResponse(500, 'internal'));
    const { result } = renderAutosave();
    act(() => result.current.setText('keep me'));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.flush();
    });
    expect(ok).toBe(false);
    expect(result.current.state).toBe('error');
    expect(result.current.held).toBe(true);
    expect(readDraft(owner, chapter)?.text).toBe('keep me');
    await act(async () => {
      ok = await result.current.flush();
    });
    expect(ok).toBe(true);
    expect(readDraft(owner, chapter)?.text).toBe('keep me');
  });

  it('restores a draft the server lacks (reload, sign-in, lost connection) and sends it after the pause', async () => {
    const { sent } = serveSaves();
    writeDraft(owner, chapter, {
      text: 'typed before the reload',
      base: 'server',
      at: '2026-11-23T19:00:00Z',
    });
    const { result } = renderAutosave();
    expect(result.current.text).toBe('typed before the reload');
    expect(result.current.restored).toBe(true);
    expect(result.current.state).toBe('unsaved');
    await act(async () => void (await vi.advanceTimersByTimeAsync(NOTE_AUTOSAVE_MS)));
    await settle();
    expect(sent).toEqual(['typed before the reload']);
    expect(readDraft(owner, chapter)).toBeNull();
    expect(result.current.restored).toBe(true);
    act(() => result.current.dismissRestored());
    expect(result.current.restored).toBe(false);
  });

  it('a draft equal to the server text is dropped, not restored; another account never sees it', () => {
    serveSaves();
    writeDraft(owner, chapter, { text: 'server', base: '', at: '2026-11-23T19:00:00Z' });
    writeDraft('u8', chapter, { text: 'not yours', base: '', at: '2026-11-23T19:00:00Z' });
    const { result } = renderAutosave();
    expect(result.current.text).toBe('server');
    expect(result.current.restored).toBe(false);
    expect(readDraft(owner, chapter)).toBeNull();
    expect(readDraft('u8', chapter)?.text).toBe('not yours');
  });

  it('a 401 keeps the draft and goes to sign-in with a redirect back to this chapter', async () => {
    serveSaves(() => errorResponse(401, 'invalid_token'));
    const navigate = vi.fn();
    setApiNavigator(navigate);
    window.history.replaceState(null, '', '/volume/1?from=%2Ftemas');
    const { result } = renderAutosave();
    act(() => result.current.setText('written while the session ran out'));
    await act(async () => void (await vi.advanceTimersByTimeAsync(NOTE_AUTOSAVE_MS)));
    await settle();
    expect(result.current.state).toBe('expired');
    expect(getSession()).toBeNull();
    expect(readDraft(owner, chapter)?.text).toBe('written while the session ran out');
    await act(async () => void (await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS)));
    expect(navigate).toHaveBeenCalledWith(
      `/user-login?redirect=${encodeURIComponent('/volume/1?from=%2Ftemas&chapter=2')}`,
    );
    // Signed in again: the same account's editor opens with the draft.
    saveSession({ access_token: 'token-2', user_type: 'user', user_info: { id: 7 } });
    serveSaves();
    const again = renderAutosave();
    expect(again.result.current.text).toBe('written while the session ran out');
    expect(again.result.current.restored).toBe(true);
    window.history.replaceState(null, '', '/');
  });

  it('offline: the draft waits, and is sent when the connection is back', async () => {
    let online = false;
    const { sent } = serveSaves((text) => {
      if (!online) throw new TypeError('Failed to fetch');
      return saved(text);
    });
    const { result } = renderAutosave();
    act(() => result.current.setText('on the train'));
    await act(async () => void (await vi.advanceTimersByTimeAsync(NOTE_AUTOSAVE_MS)));
    await settle();
    expect(result.current.state).toBe('offline');
    expect(readDraft(owner, chapter)?.text).toBe('on the train');
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sent).toEqual(['on the train', 'on the train']);
    expect(result.current.state).toBe('saved');
    expect(readDraft(owner, chapter)).toBeNull();
  });

  it('over the limit nothing is sent, the draft is kept and the state says why', async () => {
    const { sent } = serveSaves();
    const { result } = renderAutosave();
    act(() => result.current.setText('a'.repeat(2001)));
    expect(result.current.state).toBe('tooLong');
    await act(async () => void (await vi.advanceTimersByTimeAsync(NOTE_AUTOSAVE_MS * 2)));
    expect(sent).toEqual([]);
    expect(readDraft(owner, chapter)?.text).toHaveLength(2001);
  });

  it('warns before the page unloads only while the server lacks the text', async () => {
    serveSaves();
    const { result } = renderAutosave();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    act(() => result.current.setText('pending'));
    expect(unload()).toBe(true);
    await act(async () => void (await result.current.save()));
    expect(unload()).toBe(false);
  });

  it('leaving the page (unmount) sends what the pause had not sent yet', async () => {
    const { sent } = serveSaves();
    const { result, unmount } = renderAutosave();
    act(() => result.current.setText('left by a link'));
    unmount();
    await settle();
    expect(sent).toEqual(['left by a link']);
    expect(readDraft(owner, chapter)).toBeNull();
  });

  it('offline, a chapter change is not held (the outbox sends the draft) and leaving asks nothing', async () => {
    serveSaves(() => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = renderAutosave();
    act(() => result.current.setText('written on a plane'));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.flush();
    });
    expect(ok).toBe(true);
    expect(result.current.state).toBe('offline');
    expect(result.current.held).toBe(false);
    expect(readDraft(owner, chapter)).toMatchObject({ text: 'written on a plane', chapter });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("holds its chapter's draft from the outbox runner while it is open, and until its last save ends", async () => {
    let answer = (_response: Response) => {};
    serveSaves((text) => new Promise<Response>((resolve) => (answer = () => resolve(saved(text)))));
    const { result, unmount } = renderAutosave();
    expect(isDraftHeld(owner, chapter)).toBe(true);
    act(() => result.current.setText('sent as it closes'));
    unmount();
    await settle();
    // The editor is gone, its save is not: the runner still leaves the draft alone.
    expect(isDraftHeld(owner, chapter)).toBe(true);
    answer(saved('sent as it closes'));
    await settle();
    expect(isDraftHeld(owner, chapter)).toBe(false);
  });
});
