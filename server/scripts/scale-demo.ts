// `npm run scale-demo [mysql-url]`: starts two server processes on different ports against one
// MySQL/MariaDB database (a fresh one, dropped after) and sends traffic to both, printing each step.
import { runScaleScenario } from '../src/test/scale-scenario';

const mysqlUrl = process.argv[2] || process.env.BENCH_MYSQL_URL || process.env.TEST_MYSQL_URL;
if (!mysqlUrl) {
  console.error(
    'Give a MySQL server: npm run scale-demo -- mysql://root@127.0.0.1:3306/test (or set TEST_MYSQL_URL)',
  );
  process.exit(2);
}

console.log('Scale-out demo: two Camino servers, one database\n');
const started = performance.now();
runScaleScenario({ mysqlUrl, log: (line) => console.log(`  ok  ${line}`) })
  .then(() => {
    console.log(`\nAll steps passed in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  })
  .catch((err: unknown) => {
    console.error(`\nFAILED: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
