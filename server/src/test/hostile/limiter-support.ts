import type { AddressInfo } from 'node:net';
import type { TestContext } from '../test-context';
import { RATE_LIMIT_TABLE, limitKey } from '../../services/limits/store';

/** The app of a test context on a real HTTP server on 127.0.0.1, for truly concurrent requests. */
export async function listen(ctx: TestContext) {
  const server = ctx.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as unknown) : null };
  };
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { post, close };
}

/** Points a limiter has counted for one key (0 when it has no row): readable proof of what was metered. */
export async function meteredPoints(
  ctx: TestContext,
  keyPrefix: string,
  ...parts: string[]
): Promise<number> {
  const row = await ctx
    .db(RATE_LIMIT_TABLE)
    .where({ key: `${keyPrefix}:${limitKey(...parts)}` })
    .first('points');
  return Number(row?.points ?? 0);
}

/** Waits (polling the database, bounded by the test's timeout) until a meter has counted `n` points. */
export async function untilMetered(ctx: TestContext, n: number, keyPrefix: string, ...parts: string[]) {
  while ((await meteredPoints(ctx, keyPrefix, ...parts)) < n) await new Promise((r) => setTimeout(r, 20));
}
