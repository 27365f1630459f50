// `npm run scale-demo` as a test: two server processes on one MySQL database act as one site
// (sessions, notes, login throttling, uploads, and the cache bound between servers).
import { describe, it } from 'vitest';
import { TEST_DB } from './test/test-context';
import { runScaleScenario } from './test/scale-scenario';

const mysqlUrl = process.env.TEST_MYSQL_URL;
if (TEST_DB === 'mysql' && !mysqlUrl) {
  console.warn('scale-demo.test.ts: SKIPPED, it needs TEST_MYSQL_URL (a MySQL/MariaDB server)');
}

describe.runIf(TEST_DB === 'mysql' && mysqlUrl)('scale-out: two servers on one MySQL database', () => {
  it('shares sessions, notes, throttling and uploads, and keeps their caches fresh', async () => {
    await runScaleScenario({ mysqlUrl: mysqlUrl! });
  }, 120_000);
});
