import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The server suite runs once per database. MySQL joins only when TEST_MYSQL_URL is set (CI always
// sets it); without it the skip is announced loudly so nobody mistakes a SQLite-only run for a full one.
const mysqlUrl = process.env.TEST_MYSQL_URL;
if (!mysqlUrl) {
  console.warn(
    '\n*** TEST_MYSQL_URL is not set: the MySQL server tests are SKIPPED. ' +
      'Set TEST_MYSQL_URL=mysql://root@127.0.0.1:3306/test to run them. ***\n',
  );
}

const serverProject = (db: 'sqlite' | 'mysql') => ({
  test: {
    name: `server-${db}`,
    include: ['server/src/**/*.test.ts'],
    env: { CAMINO_TEST_DB: db },
    // A worker keeps the app's modules from one test file to the next instead of loading them again
    // for each file (half the suite's time went to that); every file still builds its own app on
    // its own database, and the setup file undoes what a file could leave behind (mocks, timers).
    isolate: false,
    setupFiles: ['./vitest-shared-worker-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    reporters: ['default', './vitest-summary-reporter.ts'],
    projects: [
      // Pure functions: a worker keeps the modules it loaded from one file to the next (see the
      // server projects below).
      {
        test: {
          name: 'schemas',
          include: ['schemas/src/**/*.test.ts'],
          isolate: false,
          setupFiles: ['./vitest-shared-worker-setup.ts'],
        },
      },
      // Repository-wide checks (the lint boundaries), run in Node from the root.
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      // The reader's unit and component tests run in jsdom with its own Vite config (React plugin).
      {
        extends: './web-reader/vite.config.ts',
        test: {
          name: 'web-reader',
          root: './web-reader',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Threads start faster than the default child processes, and each file still gets a fresh
          // worker and DOM. (Sharing workers between files would be faster still, but i18next, the
          // API client's language and jsdom's document are module and global state the tests set.)
          pool: 'threads',
          // Component tests type and click through whole forms; with the server suites running
          // beside them on two cores, 5 s is not always enough.
          testTimeout: 20_000,
        },
      },
      // What both admin clients draw of the server's answers, in jsdom like the reader's components.
      {
        plugins: [react()],
        test: {
          name: 'admin-ui',
          root: './admin-ui',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          pool: 'threads',
          testTimeout: 20_000,
        },
      },
      // The desktop admin's services are plain Node modules (no Electron): tested here in Node, the
      // upload against a real server. Its renderer is tested in Chromium (desktop-admin/e2e).
      {
        test: {
          name: 'desktop-admin',
          include: ['desktop-admin/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      serverProject('sqlite'),
      ...(mysqlUrl ? [serverProject('mysql')] : []),
    ],
  },
});
