import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorkspaceService } from '../services/workspace-service';
import { workspaceHandlers } from './workspace';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'camino-grants-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('workspace channels accept only dialog-chosen paths', () => {
  it('refuses a folder or ZIP the dialog never returned, and accepts the chosen one', async () => {
    const chosen = path.join(dir, 'chosen');
    const other = path.join(dir, 'other');
    const handlers = workspaceHandlers(createWorkspaceService(), {
      chooseFolder: async () => chosen,
      chooseZip: async () => null,
    });
    // Before any dialog: nothing is allowed, not even the folder the dialog would return.
    expect((await handlers['workspace:create'](chosen)).ok).toBe(false);
    expect(await handlers['workspace:chooseFolder']()).toBe(chosen);
    const refused = await handlers['workspace:create'](other);
    expect(refused.ok).toBe(false);
    expect((await handlers['workspace:open']('/etc')).ok).toBe(false);
    expect((await handlers['workspace:importZip'](path.join(dir, 'Vol_1_main.zip'))).ok).toBe(false);
    // The same folder written differently (a trailing `/.`) still counts as the chosen one.
    const created = await handlers['workspace:create'](`${chosen}/.`);
    expect(created.ok).toBe(true);
    expect((await handlers['workspace:open'](chosen)).ok).toBe(true);
  });
});
