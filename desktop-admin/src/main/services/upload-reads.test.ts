// Proves the upload sends what the dry run read and checked without reading the workspace again:
// no file outside the chosen steps is read and nothing is validated, however many steps are sent.
import { describe, expect, it, vi } from 'vitest';
import { EXAMPLE_FILES } from './example-workspace';
import { buildSnapshot } from './validate-workspace';
import type * as ValidateWorkspace from './validate-workspace';
import { readContentFiles } from './workspace-files';
import type * as WorkspaceFiles from './workspace-files';
import { unwrap, useRealServer } from '../test/real-server';

// The same modules, watched: each call still does the real work.
vi.mock('./validate-workspace', async (original) => {
  const real = await original<typeof ValidateWorkspace>();
  return { ...real, buildSnapshot: vi.fn(real.buildSnapshot) };
});
vi.mock('./workspace-files', async (original) => {
  const real = await original<typeof WorkspaceFiles>();
  return { ...real, readContentFiles: vi.fn(real.readContentFiles) };
});

const real = useRealServer(EXAMPLE_FILES);
const calls = () =>
  vi.mocked(buildSnapshot).mock.calls.length + vi.mocked(readContentFiles).mock.calls.length;

describe('the upload', () => {
  const publish = real.publish();

  it('sends the dry run’s payloads without reading or validating the workspace again', async () => {
    await real.connect(publish);
    unwrap(await real.workspace.pack(1));
    const report = unwrap(await publish.dryRun());
    const chosen = report.steps.filter((s) => s.needed && !s.blocked && !s.deletes).map((s) => s.id);
    expect(chosen).toEqual(expect.arrayContaining(['main:1', 'about', 'news']));

    const before = calls();
    const outcome = unwrap(await publish.upload(chosen));
    expect(outcome.results.every((r) => r.ok)).toBe(true);
    expect(calls()).toBe(before);
    // What was sent is recorded as uploaded: a new dry run finds nothing left to send.
    const again = unwrap(await publish.dryRun());
    expect(again.steps.filter((s) => chosen.includes(s.id) && s.needed)).toEqual([]);
  });
});
