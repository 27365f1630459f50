// The autosave names its chapter and the version it typed over: a chapter that moved is
// followed, one no longer published keeps the text, and another device's newer note is never
// overwritten without the member's choice.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { readDraft, writeDraft } from '../../../lib/outbox/note-drafts';
import { NOTE_AUTOSAVE_MS, useNoteAutosave, type NoteAutosaveOptions } from './use-note-autosave';

const chapter = { volume: 1, index: 2, key: 'vB' };
const owner = 'u7';
const phone = { note_text: 'written on the phone', version: 7, updated_at: '2026-11-24T08:00:00.000Z' };

const saved = (text: string, index: number, version: number) =>
  contractResponse('POST /notes/save', {
    message: 'Note saved',
    note_text: text,
    updated_at: '2026-11-24T09:00:00.000Z',
    version,
    chapter_key: 'vB',
    index,
  });
const moved = (index: number | null) =>
  errorResponse(409, 'chapter_moved', {
    chapter: { volume: 1, chapter_key: 'vB', index, title: index ? `1-${index}. B` : '1-2. B' },
  });

interface Sent {
  index: number;
  body: { note_text: string; chapter_key?: string; base_version?: number };
}

/** A server for POST /notes/save that answers `answer(sent)`; it records each request. */
function serve(answer: (sent: Sent) => Response) {
  const requests: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      expect(url.pathname).toBe('/api/notes/save');
      const sent = { index: Number(url.searchParams.get('index')), body: JSON.parse(String(init?.body)) };
      requests.push(sent);
      return answer(sent);
    }),
  );
  return requests;
}

const render = (options: Partial<NoteAutosaveOptions> = {}) =>
  renderHook(() =>
    useNoteAutosave({ chapter, owner, serverNote: { text: 'server', version: 3 }, ...options }),
  );

async function typeAndPause(result: { current: ReturnType<typeof useNoteAutosave> }, text: string) {
  act(() => result.current.setText(text));
  await act(async () => void (await vi.advanceTimersByTimeAsync(NOTE_AUTOSAVE_MS)));
  for (let turn = 0; turn < 20; turn++) await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
}

describe('useNoteAutosave on a chapter that moves or changes elsewhere', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    saveSession({ access_token: 'token-1', user_type: 'user', user_info: { id: 7 } });
    setApiNavigator(vi.fn());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a chapter that moved: the text is saved at its new index with the same key, never at the old one', async () => {
    const requests = serve(({ index, body }) => (index === 2 ? moved(3) : saved(body.note_text, index, 4)));
    const onMoved = vi.fn();
    const onSaved = vi.fn();
    const { result } = render({ onMoved, onSaved });
    await typeAndPause(result, 'B, after the shift');
    expect(requests).toEqual([
      { index: 2, body: { note_text: 'B, after the shift', chapter_key: 'vB', base_version: 3 } },
      { index: 3, body: { note_text: 'B, after the shift', chapter_key: 'vB', base_version: 3 } },
    ]);
    expect(result.current.state).toBe('saved');
    expect(onMoved).toHaveBeenCalledWith(3);
    expect(onSaved).toHaveBeenCalledWith('B, after the shift', 4, { ...chapter, index: 3 });
    expect(readDraft(owner, chapter)).toBeNull();
    // The next save goes straight to where the chapter is now, over the version it made.
    await typeAndPause(result, 'B, once more');
    expect(requests.slice(2)).toEqual([
      { index: 3, body: { note_text: 'B, once more', chapter_key: 'vB', base_version: 4 } },
    ]);
  });

  it('a chapter no longer published: nothing is saved anywhere, the text stays here and in the draft', async () => {
    const requests = serve(() => moved(null));
    const { result } = render();
    await typeAndPause(result, 'for a removed chapter');
    expect(requests).toHaveLength(1);
    expect(result.current.state).toBe('unpublished');
    expect(result.current.gone).toMatchObject({ chapter_key: 'vB', index: null });
    expect(result.current.text).toBe('for a removed chapter');
    expect(readDraft(owner, chapter)?.text).toBe('for a removed chapter');
    // Typing on keeps the draft and sends nothing; a chapter change is held once, then let go.
    await typeAndPause(result, 'for a removed chapter, longer');
    expect(requests).toHaveLength(1);
    expect(readDraft(owner, chapter)?.text).toBe('for a removed chapter, longer');
    expect(await act(() => result.current.flush())).toBe(false);
    expect(await act(() => result.current.flush())).toBe(true);
  });

  it('another device saved first: nothing is overwritten until the member keeps theirs', async () => {
    const requests = serve(({ index, body }) =>
      body.base_version === 7
        ? saved(body.note_text, index, 8)
        : errorResponse(409, 'note_conflict', { current: phone }),
    );
    const { result } = render();
    await typeAndPause(result, 'written on the laptop');
    expect(result.current.state).toBe('conflict');
    expect(result.current.conflict).toEqual(phone);
    expect(readDraft(owner, chapter)?.text).toBe('written on the laptop');
    await typeAndPause(result, 'written on the laptop!');
    expect(requests).toHaveLength(1);
    await act(async () => void (await result.current.resolveConflict({ keep: 'mine' })));
    expect(requests.map((r) => r.body)).toEqual([
      { note_text: 'written on the laptop', chapter_key: 'vB', base_version: 3 },
      { note_text: 'written on the laptop!', chapter_key: 'vB', base_version: 7 },
    ]);
    expect(result.current.state).toBe('saved');
    expect(result.current.conflict).toBeNull();
    expect(readDraft(owner, chapter)).toBeNull();
  });

  it("using the other device's text sends nothing; a merged text is saved over its version", async () => {
    const requests = serve(({ index, body }) =>
      body.base_version === 7
        ? saved(body.note_text, index, 8)
        : errorResponse(409, 'note_conflict', { current: phone }),
    );
    const onSaved = vi.fn();
    const theirs = render({ onSaved });
    await typeAndPause(theirs.result, 'mine');
    await act(async () => void (await theirs.result.current.resolveConflict({ keep: 'theirs' })));
    expect(theirs.result.current.text).toBe('written on the phone');
    expect(theirs.result.current.state).toBe('saved');
    expect(requests).toHaveLength(1);
    expect(onSaved).toHaveBeenCalledWith('written on the phone', 7, chapter);
    expect(readDraft(owner, chapter)).toBeNull();
    theirs.unmount();

    const merged = render();
    await typeAndPause(merged.result, 'mine again');
    await act(
      async () =>
        void (await merged.result.current.resolveConflict({ keep: 'merged', text: 'both of them' })),
    );
    expect(merged.result.current.text).toBe('both of them');
    expect(requests.at(-1)?.body).toEqual({ note_text: 'both of them', chapter_key: 'vB', base_version: 7 });
    expect(merged.result.current.state).toBe('saved');
  });

  it('a restored draft is saved over the version it was typed over, so a newer note is met, not replaced', async () => {
    const requests = serve(() => errorResponse(409, 'note_conflict', { current: phone }));
    writeDraft(owner, chapter, {
      text: 'typed offline',
      base: 'older',
      version: 2,
      at: '2026-11-24T07:00:00Z',
    });
    const { result } = render();
    expect(result.current.restored).toBe(true);
    await act(async () => void (await vi.advanceTimersByTimeAsync(NOTE_AUTOSAVE_MS)));
    for (let turn = 0; turn < 20; turn++) await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(requests.map((r) => r.body.base_version)).toEqual([2]);
    expect(result.current.state).toBe('conflict');
    expect(result.current.text).toBe('typed offline');
  });

  it('drafts are kept by chapter key: the chapter that later takes this index never gets this draft', () => {
    serve(() => saved('x', 2, 1));
    writeDraft(owner, chapter, { text: 'for B', base: '', version: 0, at: '2026-11-24T07:00:00Z' });
    const { result } = render({ chapter: { volume: 1, index: 2, key: 'vA' } });
    expect(result.current.text).toBe('server');
    expect(result.current.restored).toBe(false);
    expect(readDraft(owner, chapter)?.text).toBe('for B');
  });
});
