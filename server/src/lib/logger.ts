import pino, { type Logger } from 'pino';
import { logSafeError } from './log-safe-error';

/**
 * JSON logs to stdout; credentials in headers and secret query parameters are redacted, and an
 * error's line never carries the values of a database statement (lib/log-safe-error.ts).
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { err: logSafeError },
    },
    batchedStdout(),
  );
}

/** Lines wait at most this long for the next write to stdout… */
const FLUSH_MS = 50;
/** …or until the next line might not fit in a chunk of this many bytes. */
const CHUNK_BYTES = 64 * 1024;
/** UTF-8 takes at most three bytes for each UTF-16 unit of a JavaScript string. */
const MAX_BYTES_PER_UNIT = 3;

/**
 * Stdout for pino, written every FLUSH_MS (or sooner when a chunk is full) with every line since
 * the last write. Handing each line to sonic-boom on its own cost more than a cached answer's own
 * work: every write re-measures the whole pending buffer (Buffer.byteLength) and, when idle,
 * starts a write on libuv's thread pool, which shares the server's core. Once per turn of the
 * event loop was still one thread-pool write per turn that answered anything, ~15 µs of CPU each
 * on the bench VM (a loop of turns pinned to one core: 21–23 µs per turn with a write, 6.6–7
 * without), i.e. several µs per request when the turns answer few requests each; on a timer it is
 * one write per few hundred lines.
 *
 * Each line is encoded into the chunk as it comes, so no line outlives its request as a string.
 * Kept as strings and joined at the write, the lines cost 0.6–0.75 µs of a cached answer's ~23 µs
 * of CPU in the join alone (CPU profile, main-file), and bench/run.ts put Camino at 73–84 % of
 * Fastify's requests/s against 95–104 % this way (session 12; why the gain is larger than the
 * join is not measured). Lines reach stdout within FLUSH_MS, and the last ones are handed over
 * before the process exits.
 */
function batchedStdout(): LineSink {
  const sink = createChunkedSink((bytes) => stdout.write(bytes));
  // Registered before the destination, so this runs before pino's own exit flush of it.
  process.on('exit', () => sink.flush());
  // In 'buffer' mode sonic-boom takes Buffers (pino's types know only its string mode).
  const stdout = pino.destination({ dest: 1, sync: false, contentMode: 'buffer' }) as unknown as {
    write(bytes: Buffer): boolean;
  };
  return sink;
}

/**
 * A pino stream that also takes lines its caller encodes itself (the request line,
 * http/request-line-bytes.ts): `reserve` says where the next line of at most `maxBytes` bytes
 * goes in `chunk()`, and `commit` ends it.
 */
export interface LineSink {
  write(line: string): void;
  reserve(maxBytes: number): number;
  chunk(): Buffer;
  commit(end: number): void;
  flush(): void;
}

/**
 * Lines gathered into chunks of CHUNK_BYTES, each handed to `out` when it might not hold the next
 * line or FLUSH_MS after its first line. `out` keeps each chunk it is given (a new one starts).
 */
export function createChunkedSink(out: (bytes: Buffer) => void): LineSink {
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  let timer: NodeJS.Timeout | null = null;

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (used === 0) return;
    const bytes = chunk.subarray(0, used);
    // A new chunk: sonic-boom keeps the bytes it is given until it has written them.
    chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    used = 0;
    out(bytes);
  }

  function reserve(maxBytes: number): number {
    if (used + maxBytes > CHUNK_BYTES) flush();
    return used;
  }

  function commit(end: number): void {
    used = end;
    if (timer) return;
    // Unreferenced: pending lines never keep the process alive (the exit handler writes them).
    timer = setTimeout(flush, FLUSH_MS).unref();
  }

  return {
    write(line: string) {
      const mostBytes = line.length * MAX_BYTES_PER_UNIT;
      // A line longer than a chunk (a large error's stack) goes out on its own.
      if (mostBytes > CHUNK_BYTES) {
        flush();
        return out(Buffer.from(line, 'utf8'));
      }
      const at = reserve(mostBytes);
      commit(at + chunk.write(line, at, 'utf8'));
    },
    reserve,
    chunk: () => chunk,
    commit,
    flush,
  };
}
