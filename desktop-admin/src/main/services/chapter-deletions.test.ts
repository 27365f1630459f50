import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unwrap, useRealServer } from '../test/real-server';

// A chapter file deleted in the workspace is removed from the server only as a publishing step of
// its own, against the real server app.
const real = useRealServer();
const publish = real.publish();

const stored = async (volume: number) =>
  (await real.adminGet(`/api/admin/chapters/${volume}`).expect(200)).body.chapters.map(
    (c: { kind: string; index: number }) => `${c.kind}/${c.index}`,
  );

describe('deleting a chapter file', () => {
  it('offers a file removed here since the pull as a removal step, sent only when chosen', async () => {
    await real.connect(publish);
    unwrap(await publish.pull({ volumes: [1] }));
    expect(await stored(1)).toContain('main/2');
    await rm(path.join(real.dir, 'main/Vol_1/1-2.json'));
    unwrap(await real.workspace.refresh());

    const report = unwrap(await publish.dryRun());
    const removals = report.steps.filter((s) => s.deletes);
    expect(removals).toEqual([
      expect.objectContaining({
        id: 'delete-main:1-2',
        kind: 'delete-main-file',
        label: 'main/Vol_1/1-2.json',
        volume: 1,
        chapterIndex: 2,
        needed: true,
        blocked: false,
        serverChanges: [expect.objectContaining({ kind: 'main_file', key: '1/2', status: 'removed' })],
      }),
    ]);
    expect(report.items.filter((i) => i.status === 'removed')).toEqual([
      expect.objectContaining({ group: 'main', label: '1-2', path: 'main/Vol_1/1-2.json' }),
    ]);
    // The dry run deleted nothing.
    expect(await stored(1)).toContain('main/2');

    const outcome = unwrap(await publish.upload(['delete-main:1-2']));
    expect(outcome.results).toEqual([expect.objectContaining({ id: 'delete-main:1-2', ok: true })]);
    const after = await stored(1);
    expect(after).not.toContain('main/2');
    expect(after).toContain('main/1');

    // Done: the removal is no longer offered.
    const again = unwrap(await publish.dryRun());
    expect(again.steps.filter((s) => s.deletes)).toEqual([]);
  });
});
