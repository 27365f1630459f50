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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    reporters: ['default', './vitest-summary-reporter.ts'],
    projects: [
      { test: { name: 'schemas', include: ['schemas/src/**/*.test.ts'] } },
      serverProject('sqlite'),
      ...(mysqlUrl ? [serverProject('mysql')] : []),
    ],
  },
});
