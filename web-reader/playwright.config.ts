import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One folder per run, chosen once by the runner: each worker's world (support/world.ts) takes a
// folder inside it, found again by the worker's helpers that read the outbox or the database.
process.env.CAMINO_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'camino-e2e-'));
process.env.CAMINO_E2E_ADMIN_USERNAME ??= 'e2e-admin';
process.env.CAMINO_E2E_ADMIN_PASSWORD ??= 'e2e-admin-password-1';

/**
 * End-to-end tests in Debian's Chromium against the real server with the built reader: each worker
 * starts its own (support/world.ts) in development mode (the reset token comes back for the test
 * reset button), with emails written to its outbox. The global setup builds both once.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // Every worker owns its world, so a file's tests may run on both workers at once.
  fullyParallel: true,
  outputDir: './test-results',
  // Long journeys with axe in two schemes run past 45 s when both cores are busy; a hang still fails.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // Recording a trace made every test about a third slower (148 s against 95 s for the volume and
    // home specs, 16 tests on two workers): a failure is rerun with `--trace on` to see one.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The reader's service worker is tested by the offline specs (`serviceWorkers: 'allow'` there);
    // elsewhere it would answer requests page.route() is meant to see.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  // The admin specs change what every page shows (news, email validation, theme visibility,
  // About, the featured image): a project of their own keeps them on workers, and so worlds, apart
  // from the reader's specs.
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: /admin-.*\.spec\.ts$/ },
    {
      name: 'admin',
      use: { browserName: 'chromium' },
      testMatch: /admin-.*\.spec\.ts$/,
    },
  ],
});
