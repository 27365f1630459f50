import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { listen, type RunningServer } from '../../../../server/src/http/listen';
import { createTestContext, type TestContext } from '../../../../server/src/test/test-context';
import { createPublishService } from '../services/publish-service';
import { createWorkspaceService } from '../services/workspace-service';

/** What a test of the publishing flow works with; filled in before its first test runs. */
export interface RealServer {
  ctx: TestContext;
  /** The server's base address, `http://127.0.0.1:{port}`. */
  url: string;
  admin: { username: string; password: string; token: string };
  /** The workspace folder (a fresh temporary one), already open in `workspace`. */
  dir: string;
  workspace: ReturnType<typeof createWorkspaceService>;
  /** A publish service over the open workspace, optionally through another fetch. */
  publish(fetchImpl?: typeof fetch): ReturnType<typeof createPublishService>;
  /** Connects `publish` as the test admin. */
  connect(publish: ReturnType<typeof createPublishService>): Promise<void>;
  /** A GET of the server's API as the test admin (supertest). */
  adminGet(url: string): ReturnType<TestContext['request']['get']>;
  /** A workspace file's text; writes one (creating its folder). */
  local(file: string): Promise<string>;
  write(file: string, text: string): Promise<void>;
}

/** A result's value, or the test fails with its problems. */
export const unwrap = <T>(result: { ok: true; value: T } | { ok: false; problems: unknown }): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
};

/**
 * Starts the real Camino server (its app on a fresh, seeded test database, SQLite or MySQL as
 * the server suite runs it) on a loopback port for this test file, and an open workspace in a
 * temporary folder holding `files`. Everything is stopped and removed after the file's tests.
 */
export function useRealServer(files: Record<string, string> = {}): RealServer {
  const harness = {} as RealServer;
  // Made now, so a test file can create its publish services at its top level.
  harness.workspace = createWorkspaceService();
  harness.publish = (fetchImpl) =>
    createPublishService({ currentRoot: harness.workspace.current, fetch: fetchImpl });
  let running: RunningServer | undefined;
  beforeAll(async () => {
    harness.ctx = await createTestContext({ seed: true });
    running = await listen(harness.ctx.app, 0, '127.0.0.1');
    harness.url = `http://127.0.0.1:${running.port}`;
    harness.admin = await harness.ctx.admin();
    harness.dir = await mkdtemp(path.join(tmpdir(), 'camino-desktop-'));
    harness.write = async (file, text) => {
      await mkdir(path.dirname(path.join(harness.dir, file)), { recursive: true });
      await writeFile(path.join(harness.dir, file), text);
    };
    harness.local = (file) => readFile(path.join(harness.dir, file), 'utf8');
    for (const [file, text] of Object.entries(files)) await harness.write(file, text);
    unwrap(await harness.workspace.open(harness.dir));
    harness.connect = async (publish) => {
      const { username, password } = harness.admin;
      unwrap(await publish.connect({ server: harness.url, username, password }));
    };
    harness.adminGet = (url) =>
      harness.ctx.request.get(url).set('Authorization', `Bearer ${harness.admin.token}`);
  });
  afterAll(async () => {
    await running?.shutdown();
    await harness.ctx?.close();
    if (harness.dir) await rm(harness.dir, { recursive: true, force: true });
  });
  return harness;
}
