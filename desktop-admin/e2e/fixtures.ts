import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { listen } from '../../server/src/http/listen';
import { createTestContext, type TestContext } from '../../server/src/test/test-context';
import { createHandlers } from '../src/main/ipc/handlers';
import { createPublishService } from '../src/main/services/publish-service';
import { createWorkspaceService, type WorkspaceService } from '../src/main/services/workspace-service';
import type { Channel } from '../src/shared/ipc-channels';
import { serveStatic } from './static-server';

const here = path.dirname(fileURLToPath(import.meta.url));

/** What a test controls on the "main" side: the folder dialogs answer, links opened, the services. */
export interface DesktopHarness {
  folder: string;
  /** What the next "choose a ZIP" dialog answers. */
  zip: string | null;
  opened: string[];
  workspace: WorkspaceService;
}

export interface CaminoServer {
  url: string;
  ctx: TestContext;
  admin: { username: string; password: string; token: string };
}

/**
 * Stands in for the preload inside Chromium: rebuilds `window.api` from the channel naming
 * convention (`api.ns.method` → channel `ns:method`, `api.ns.onEvent` → event `ns:event`,
 * checked by create-api.test.ts) over Playwright's exposed function.
 */
function installBridge() {
  type Listener = (payload: unknown) => void;
  const listeners = new Map<string, Set<Listener>>();
  const w = window as unknown as Record<string, unknown>;
  w.__desktopEmit = (event: string, payload: unknown) => listeners.get(event)?.forEach((l) => l(payload));
  // Looked up per call: Playwright installs the exposed function independently of this script.
  const invoke = (channel: string, args: unknown[]) =>
    (w.__desktopInvoke as (channel: string, args: unknown[]) => Promise<unknown>)(channel, args);
  const namespace = (ns: string) =>
    new Proxy(
      {},
      {
        get: (_target, method) => {
          if (typeof method !== 'string' || method === 'then') return undefined;
          if (method.startsWith('on')) {
            const event = `${ns}:${method[2]!.toLowerCase()}${method.slice(3)}`;
            return (listener: Listener) => {
              if (!listeners.has(event)) listeners.set(event, new Set());
              listeners.get(event)!.add(listener);
              return () => listeners.get(event)!.delete(listener);
            };
          }
          return (...args: unknown[]) => invoke(`${ns}:${method}`, args);
        },
      },
    );
  w.api = new Proxy(
    {},
    { get: (_target, ns) => (typeof ns === 'string' && ns !== 'then' ? namespace(ns) : undefined) },
  );
}

export const test = base.extend<{ desktop: DesktopHarness }, { appUrl: string; camino: CaminoServer }>({
  appUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await serveStatic(path.join(here, '../out/renderer'));
      await use(server.url);
      await server.close();
    },
    { scope: 'worker' },
  ],
  // The real Camino server on a fresh, seeded test database, as the server suite runs it.
  camino: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const ctx = await createTestContext({ seed: true });
      const running = await listen(ctx.app, 0, '127.0.0.1');
      const admin = await ctx.admin();
      await use({ url: `http://127.0.0.1:${running.port}`, ctx, admin });
      await running.shutdown();
      await ctx.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  desktop: async ({ page }, use) => {
    const folder = await mkdtemp(path.join(tmpdir(), 'camino-desktop-e2e-'));
    const workspace = createWorkspaceService();
    const harness: DesktopHarness = { folder, zip: null, opened: [], workspace };
    const handlers = createHandlers({
      workspace,
      publish: createPublishService({ currentRoot: workspace.current }),
      dialogs: { chooseFolder: async () => harness.folder, chooseZip: async () => harness.zip },
      emit: (event, payload) => {
        // An event may come after the page closed (the file watcher's last change): dropped, as
        // Electron drops a message to a closed window.
        page
          .evaluate(
            ([e, p]) =>
              (window as unknown as { __desktopEmit(e: string, p: unknown): void }).__desktopEmit(e, p),
            [event, payload] as const,
          )
          .catch(() => {});
      },
      openExternal: async (url) => {
        harness.opened.push(url);
      },
    });
    await page.exposeFunction('__desktopInvoke', (channel: Channel, args: unknown[]) =>
      (handlers[channel] as (...a: unknown[]) => unknown)(...args),
    );
    await page.addInitScript(installBridge);
    await use(harness);
    await rm(folder, { recursive: true, force: true });
  },
});

export { expect };
