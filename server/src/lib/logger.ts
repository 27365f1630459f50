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

/** Lines wait at most this long for the next write to stdout… */
const FLUSH_MS = 50;
/** …or until this many characters are pending. */
const FLUSH_CHARS = 64 * 1024;

/**
 * Stdout for pino, written every FLUSH_MS (or sooner when FLUSH_CHARS are pending) with every line
 * since the last write. Handing each line to sonic-boom on its own cost more than a cached
 * answer's own work: every write re-measures the whole pending buffer (Buffer.byteLength) and,
 * when idle, starts a write on libuv's thread pool, which shares the server's core. Once per turn
 * of the event loop was still one thread-pool write per turn that answered anything, ~15 µs of
 * CPU each on the bench VM (a loop of turns pinned to one core: 21–23 µs per turn with a write,
 * 6.6–7 without), i.e. several µs per request when the turns answer few requests each; on a timer
 * it is one write per few hundred lines. Lines reach stdout within FLUSH_MS, and the last ones are
 * handed over before the process exits.
 */
function batchedStdout(): { write(line: string): void } {
  let pending: string[] = [];
  let pendingChars = 0;
  let timer: NodeJS.Timeout | null = null;
  // Registered before the destination, so this runs before pino's own exit flush of it.
  process.on('exit', () => flush());
  const stdout = pino.destination({ dest: 1, sync: false });
  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    pendingChars = 0;
    stdout.write(text);
  }
  return {
    write(line: string) {
      pending.push(line);
      pendingChars += line.length;
      if (pendingChars >= FLUSH_CHARS) return flush();
      if (timer) return;
      // Unreferenced: pending lines never keep the process alive (the exit handler writes them).
      timer = setTimeout(flush, FLUSH_MS).unref();
    },
  };
}
