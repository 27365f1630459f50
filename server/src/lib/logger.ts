import pino, { type Logger } from 'pino';

/** JSON logs to stdout; credentials in headers and secret query parameters are redacted. */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    batchedStdout(),
  );
}

/**
 * Stdout for pino, written once per turn of the event loop with every line of that turn. Handing
 * each line to sonic-boom on its own cost more than a cached answer's own work: every write
 * re-measures the whole pending buffer (Buffer.byteLength) and, when idle, starts a write on
 * libuv's thread pool, which shares the server's core. Lines reach stdout on the next turn, and
 * the last ones are handed over before the process exits.
 */
function batchedStdout(): { write(line: string): void } {
  let pending: string[] = [];
  let scheduled = false;
  // Registered before the destination, so this runs before pino's own exit flush of it.
  process.on('exit', () => flush());
  const stdout = pino.destination({ dest: 1, sync: false });
  function flush(): void {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    stdout.write(text);
  }
  return {
    write(line: string) {
      pending.push(line);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
  };
}
