import net from 'node:net';

/** A TCP relay the tests can cut and restore, to play a database outage on a real connection. */
export async function startTcpProxy(target: { host: string; port: number }, listenPort = 0) {
  const sockets = new Set<net.Socket>();
  let server: net.Server;

  const open = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });

  const port = await open(listenPort);
  return {
    port,
    /** Refuses new connections and cuts the open ones. */
    async cut() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async restore() {
      await open(port);
    },
    /** Cuts everything for good (whether or not it is cut already). */
    async close() {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
