// `npm run bench` (part): what a login spends on its password. Verification time of an argon2id
// hash at the production setting (m = 19 MiB, t = 2, p = 1) against a scrypt hash at OWASP's
// N = 2^17, r = 8, p = 1 (the previous release's setting, still verified for hashes not yet
// upgraded), printed as a ratio; and a whole POST /api/login in-process at the production cost
// (under 250 ms here). Medians of interleaved runs, so load on the machine hits both.
import { randomBytes, scryptSync } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../src/auth/password';
import { loadConfig } from '../src/config';
import { createTestContext } from '../src/test/test-context';
import { median, report } from './results';

const RUNS = 7;
const LOGIN_GOAL_MS = 250;
const RATIO_GOAL = 0.25;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const began = performance.now();
  await work();
  return performance.now() - began;
}

async function main(): Promise<void> {
  // The production cost, whatever NODE_ENV this runs under.
  const cost = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
  }).passwordHashCost;
  const password = 'plum-harbor-quietly-47';
  const argon = await hashPassword(password, cost);
  const N = 2 ** 17;
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  const scrypt = `scrypt$${N}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;

  const argonMs: number[] = [];
  const scryptMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    argonMs.push(await timed(() => verifyPassword(password, argon)));
    scryptMs.push(await timed(() => verifyPassword(password, scrypt)));
  }
  const a = median(argonMs);
  const s = median(scryptMs);
  console.log(`\nLogin hashing: ${RUNS} interleaved verifications of each\n`);
  report({
    figure: 'login verify argon2id (19 MiB, t=2) / scrypt 2^17',
    value: (a / s) * 100,
    unit: '%',
    goal: `≤ ${RATIO_GOAL * 100} %`,
    within: a / s <= RATIO_GOAL,
    detail: `${a.toFixed(0)} ms vs ${s.toFixed(0)} ms`,
  });

  // A whole login through the app (limiter, lookup, verify, token) at the production cost.
  const ctx = await createTestContext({ config: { passwordHashCost: cost } });
  try {
    const { email, password: memberPassword } = await ctx.member();
    const loginMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      loginMs.push(
        await timed(() =>
          ctx.request.post('/api/login').send({ username: email, password: memberPassword }).expect(200),
        ),
      );
    }
    const login = median(loginMs);
    report({
      figure: 'POST /api/login at the production hash cost',
      value: login,
      unit: 'ms',
      goal: `< ${LOGIN_GOAL_MS} ms`,
      within: login < LOGIN_GOAL_MS,
      detail: `median of ${RUNS}; ${(login / s).toFixed(2)} × one scrypt 2^17 verification`,
    });
  } finally {
    await ctx.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
