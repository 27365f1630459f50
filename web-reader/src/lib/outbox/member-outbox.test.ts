import { describe, expect, it } from 'vitest';
import { countUnsent, discardOutbox, holdDraft, isDraftHeld, listOutbox, runAlone } from './member-outbox';
import { listDrafts, readDraft, writeDraft } from './note-drafts';
import { listWatchWishes, recordWatchWish, removeWatchWish } from './watch-wishes';

const one = { volume: 1, index: 1, key: 'vid1' };
const two = { volume: 1, index: 2, key: 'vid2' };
const wish = (watched: boolean, at: string, chapter = one) => ({
  chapter,
  videoId: chapter.key,
  watched,
  at,
});

describe('the outbox of unsent member writes', () => {
  it('keeps each draft with its chapter, per account, and lists notes and marks oldest first', () => {
    writeDraft('u1', two, { text: 'later', base: '', version: 0, at: '2026-11-27T10:00:02Z' });
    recordWatchWish('u1', wish(true, '2026-11-27T10:00:01Z'), false);
    writeDraft('u1', one, { text: 'first', base: '', version: 3, at: '2026-11-27T10:00:00Z' });
    writeDraft('u2', one, { text: 'another account', base: '', at: '2026-11-27T09:00:00Z' });

    expect(readDraft('u1', one)?.chapter).toEqual(one);
    expect(listOutbox('u1').map((entry) => (entry.kind === 'note' ? entry.draft.text : 'mark'))).toEqual([
      'first',
      'mark',
      'later',
    ]);
    expect(listDrafts('u2').map((draft) => draft.text)).toEqual(['another account']);
  });

  it('keeps the last wish per chapter, and none when it is back to the mark shown before', () => {
    recordWatchWish('u1', wish(true, '2026-11-27T10:00:00Z'), false);
    recordWatchWish('u1', wish(false, '2026-11-27T10:00:01Z'), true);
    expect(listWatchWishes('u1')).toEqual([]);

    recordWatchWish('u1', wish(true, '2026-11-27T10:00:02Z'), false);
    recordWatchWish('u1', wish(false, '2026-11-27T10:00:03Z'), true);
    recordWatchWish('u1', wish(true, '2026-11-27T10:00:04Z'), false);
    expect(listWatchWishes('u1')).toEqual([wish(true, '2026-11-27T10:00:04Z')]);
  });

  it('drops a sent wish, but not one the member changed while it was sent', () => {
    const sent = wish(true, '2026-11-27T10:00:00Z');
    recordWatchWish('u1', sent, false);
    recordWatchWish('u1', wish(true, '2026-11-27T10:00:05Z'), true);
    removeWatchWish('u1', sent);
    expect(listWatchWishes('u1')).toHaveLength(1);
    removeWatchWish('u1', wish(true, '2026-11-27T10:00:05Z'));
    expect(listWatchWishes('u1')).toEqual([]);
  });

  it('counts what waits and what waits for a choice; discarding clears one account only', () => {
    writeDraft('u1', one, { text: 'mine', base: '', at: '2026-11-27T10:00:00Z', held: 'conflict' });
    recordWatchWish('u1', wish(true, '2026-11-27T10:00:01Z', two), false);
    writeDraft('u2', one, { text: 'theirs', base: '', at: '2026-11-27T10:00:00Z' });
    expect(countUnsent('u1')).toEqual({ total: 2, conflicts: 1 });

    discardOutbox('u1');
    expect(countUnsent('u1')).toEqual({ total: 0, conflicts: 0 });
    expect(countUnsent('u2').total).toBe(1);
  });

  it("holds an editor's draft until every hold is released", () => {
    const editor = holdDraft('u1', one);
    const save = holdDraft('u1', one);
    editor();
    editor();
    expect(isDraftHeld('u1', one)).toBe(true);
    save();
    expect(isDraftHeld('u1', one)).toBe(false);
  });

  it('runs one flush at a time', async () => {
    let finish = () => {};
    const first = runAlone(() => new Promise<string>((resolve) => (finish = () => resolve('sent'))));
    expect(await runAlone(async () => 'twice')).toBe('skipped');
    finish();
    expect(await first).toBe('sent');
    expect(await runAlone(async () => 'again')).toBe('again');
  });
});
