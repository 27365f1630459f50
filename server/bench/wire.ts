// What a server puts on the wire for one request, byte for byte, and the check that the bench's
// baselines answer exactly what Camino answers: the throughput ratios compare servers sending the
// same bytes, not a framework's default answer against Camino's.
import net from 'node:net';

/** One answer as it came off the socket: the status line, the header lines in order, the body. */
export interface WireAnswer {
  statusLine: string;
  headers: Array<[string, string]>;
  body: Buffer;
}

/** Header lines that may differ between two answers of the same bytes: the clock's. */
const PER_REQUEST = new Set(['date']);

/**
 * Sends `GET path` on a fresh connection with exactly `headers` beside Host (as autocannon sends
 * it) and reads the whole answer (Content-Length framed, as every answer measured here is).
 */
export function wireGet(base: string, path: string, headers: Record<string, string>): Promise<WireAnswer> {
  const { hostname, port } = new URL(base);
  const lines = [`GET ${path} HTTP/1.1`, `Host: ${hostname}:${port}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`${base}${path}: no complete answer in 5 s`)));
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine = '', ...headerLines] = all.subarray(0, end).toString('latin1').split('\r\n');
      const parsed = headerLines.map((line): [string, string] => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon), line.slice(colon + 1).trim()];
      });
      const length = parsed.find(([name]) => name.toLowerCase() === 'content-length');
      if (!length) return socket.destroy(new Error(`${base}${path}: answer without Content-Length`));
      const body = all.subarray(end + 4);
      if (body.length < Number(length[1])) return;
      socket.destroy();
      resolve({ statusLine, headers: parsed, body: Buffer.from(body) });
    });
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

/** The headers a baseline must send to answer as `reference` did (Date and framing are Node's). */
export function headersToReplay(reference: WireAnswer): Array<[string, string]> {
  const byNode = new Set([...PER_REQUEST, 'connection', 'keep-alive', 'transfer-encoding']);
  return reference.headers.filter(([name]) => !byNode.has(name.toLowerCase()));
}

/**
 * Differences between two answers, empty when they are the same bytes but for the Date line.
 * `nameCase: 'insensitive'` for a server that writes header names in lower case (Fastify does for
 * every header; names are case-insensitive in HTTP and the byte count is the same).
 */
export function wireDifferences(
  reference: WireAnswer,
  other: WireAnswer,
  nameCase: 'exact' | 'insensitive' = 'exact',
): string[] {
  const problems: string[] = [];
  if (reference.statusLine !== other.statusLine) {
    problems.push(
      `status line ${JSON.stringify(other.statusLine)} instead of ${JSON.stringify(reference.statusLine)}`,
    );
  }
  const comparable = (answer: WireAnswer) =>
    answer.headers
      .filter(([name]) => !PER_REQUEST.has(name.toLowerCase()))
      .map(([name, value]) => `${nameCase === 'exact' ? name : name.toLowerCase()}: ${value}`);
  const want = comparable(reference);
  const got = comparable(other);
  if (want.join('\n') !== got.join('\n')) {
    const missing = want.filter((line) => !got.includes(line));
    const extra = got.filter((line) => !want.includes(line));
    problems.push(
      missing.length || extra.length
        ? `headers missing: ${JSON.stringify(missing)}, extra: ${JSON.stringify(extra)}`
        : `headers in another order: ${JSON.stringify(got)}`,
    );
  }
  if (!reference.body.equals(other.body)) {
    problems.push(`body of ${other.body.length} bytes differs from the reference's ${reference.body.length}`);
  }
  return problems;
}
