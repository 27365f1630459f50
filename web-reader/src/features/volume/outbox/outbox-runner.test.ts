import type { CurrentNote } from '@camino/schemas/api/member-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdDraft, listOutbox } from '../../../lib/outbox/member-outbox';
import { readDraft, writeDraft } from '../../../lib/outbox/note-drafts';
import { listWatchWishes, recordWatchWish } from '../../../lib/outbox/watch-wishes';
import { getSession, saveSession } from '../../../lib/session';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { flushOutbox } from './outbox-runner';

const owner = 'u9';
const one = { volume: 1, index: 1, key: 'vid1' };
const two = { volume: 1, index: 2, key: 'vid2' };

const noteSaved = (init?: RequestInit, version = 4) =>
  contractResponse('POST /notes/save', {
    message: 'Note saved',
    note_text: (JSON.parse(String(init?.body)) as { note_text: string }).note_text,
    updated_at: '2026-11-27T10:00:00.000Z',
    version,
    chapter_key: 'vid1',
    index: 1,
  });

/** Answers each request with `answer`; returns what was asked, as "path body". */
function serve(answer: (path: string, init?: RequestInit) => Response | Promise<Response>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = String(input);
      asked.push(`${path} ${String(init?.body)}`);
      return answer(path, init);
    }),
  );
  return asked;
}

describe('flushOutbox', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'user', user_info: { id: 9 } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends every unsent write oldest first, once, and empties the outbox', async () => {
    writeDraft(owner, one, { text: 'second', base: '', version: 0, at: '2026-11-27T10:00:02Z' });
    recordWatchWish(
      owner,
      { chapter: two, videoId: 'vid2', watched: true, at: '2026-11-27T10:00:01Z' },
      false,
    );
    const asked = serve((path, init) =>
      path.startsWith('/api/videos/watch')
        ? contractResponse('POST /videos/watch', { watched: true })
        : noteSaved(init),
    );
    expect(await flushOutbox()).toEqual({ sent: 2 });
    expect(asked).toEqual([
      '/api/videos/watch {"video_id":"vid2","volume_number":1,"chapter_key":"vid2"}',
      '/api/notes/save?volume=1&index=1 {"note_text":"second","chapter_key":"vid1","base_version":0}',
    ]);
    expect(listOutbox(owner)).toEqual([]);
  });

  it('sends a mark toggled back and forth offline once, in its final state', async () => {
    for (const [watched, at] of [
      [true, '01'],
      [false, '02'],
      [true, '03'],
    ] as const)
      recordWatchWish(
        owner,
        { chapter: one, videoId: 'vid1', watched, at: `2026-11-27T10:00:${at}Z` },
        !watched,
      );
    const asked = serve(() => contractResponse('POST /videos/watch', { watched: true }));
    await flushOutbox();
    expect(asked).toHaveLength(1);
  });

  it('flips once more when the server had the other mark (set elsewhere meanwhile)', async () => {
    recordWatchWish(
      owner,
      { chapter: one, videoId: 'vid1', watched: false, at: '2026-11-27T10:00:00Z' },
      true,
    );
    let mark = false;
    const asked = serve(() => contractResponse('POST /videos/watch', { watched: (mark = !mark) }));
    await flushOutbox();
    expect(asked).toHaveLength(2);
    expect(listWatchWishes(owner)).toEqual([]);
  });

  it('keeps a note another device changed meanwhile, held for the member, and never sends it again', async () => {
    const theirs: CurrentNote = {
      note_text: 'from the phone',
      version: 7,
      updated_at: '2026-11-27T09:00:00.000Z',
    };
    writeDraft(owner, one, { text: 'typed offline', base: 'old', version: 3, at: '2026-11-27T10:00:00Z' });
    const asked = serve(() => errorResponse(409, 'note_conflict', { current: theirs }));
    expect(await flushOutbox()).toEqual({ sent: 0 });
    expect(readDraft(owner, one)).toMatchObject({ text: 'typed offline', version: 3, held: 'conflict' });
    await flushOutbox();
    expect(asked).toHaveLength(1);
  });

  it('stops at a 401 and keeps everything', async () => {
    writeDraft(owner, one, { text: 'a', base: '', at: '2026-11-27T10:00:00Z' });
    writeDraft(owner, two, { text: 'b', base: '', at: '2026-11-27T10:00:01Z' });
    const asked = serve(() => errorResponse(401, 'invalid_token'));
    expect(await flushOutbox()).toEqual({ sent: 0, stopped: 'expired' });
    expect(asked).toHaveLength(1);
    expect(listOutbox(owner)).toHaveLength(2);
    // The ended session is cleared quietly; the writes wait for the next sign-in.
    expect(getSession()).toBeNull();
  });

  it('stops without a connection and keeps everything', async () => {
    writeDraft(owner, one, { text: 'a', base: '', at: '2026-11-27T10:00:00Z' });
    writeDraft(owner, two, { text: 'b', base: '', at: '2026-11-27T10:00:01Z' });
    const asked = serve(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await flushOutbox()).toEqual({ sent: 0, stopped: 'offline' });
    expect(asked).toHaveLength(1);
    expect(listOutbox(owner)).toHaveLength(2);
  });

  it('flushes once when called twice at the same time', async () => {
    writeDraft(owner, one, { text: 'only once', base: '', at: '2026-11-27T10:00:00Z' });
    let answer = () => {};
    const asked = serve(
      (_path, init) => new Promise<Response>((resolve) => (answer = () => resolve(noteSaved(init)))),
    );
    const first = flushOutbox();
    const second = flushOutbox();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    answer();
    await Promise.all([first, second]);
    expect(asked).toHaveLength(1);
    expect(readDraft(owner, one)).toBeNull();
  });

  it('leaves a draft the open editor holds to the editor', async () => {
    writeDraft(owner, one, { text: 'in the editor', base: '', at: '2026-11-27T10:00:00Z' });
    const release = holdDraft(owner, one);
    const asked = serve((_path, init) => noteSaved(init));
    await flushOutbox();
    expect(asked).toEqual([]);
    release();
    await flushOutbox();
    expect(asked).toHaveLength(1);
  });

  it('keeps what the member typed while the save was under way, over the new version', async () => {
    writeDraft(owner, one, { text: 'first', base: '', version: 0, at: '2026-11-27T10:00:00Z' });
    serve((_path, init) => {
      writeDraft(owner, one, { text: 'first and more', base: '', version: 0, at: '2026-11-27T10:00:01Z' });
      return noteSaved(init, 1);
    });
    await flushOutbox();
    expect(readDraft(owner, one)).toMatchObject({ text: 'first and more', base: 'first', version: 1 });
  });
});
