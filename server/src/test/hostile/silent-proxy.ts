import net from 'node:net';

/**
 * A TCP relay to a database that the test can silence: connections stay open and new ones are
 * still accepted, but nothing is forwarded either way, as when a database host hangs or a
 * firewall starts dropping packets. (A cut connection, by contrast, fails fast: test/tcp-proxy.ts.)
 */
export async function startSilentProxy(target: { host: string; port: number }) {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let silent = false;
  let held: Array<[net.Socket, Buffer]> = [];

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    for (const [from, to] of [pair, [upstream, client] as const]) {
      from.on('data', (chunk: Buffer) => {
        // While silent, bytes are held, not dropped: TCP would deliver them late, not lose them.
        if (silent) {
          held.push([to, chunk]);
          from.pause();
        } else {
          to.write(chunk);
        }
      });
      from.on('error', () => undefined);
      from.on('close', () => {
        to.destroy();
        pairs.delete(pair);
      });
    }
    if (silent) for (const s of pair) s.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as net.AddressInfo).port,
    /** Stops forwarding; every socket stays open. */
    silence() {
      silent = true;
      for (const pair of pairs) for (const s of pair) s.pause();
    },
    /** Forwards again, held bytes first. */
    resume() {
      silent = false;
      for (const [to, chunk] of held) if (!to.destroyed) to.write(chunk);
      held = [];
      for (const pair of pairs) for (const s of pair) s.resume();
    },
    async close() {
      for (const pair of pairs) for (const s of pair) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
