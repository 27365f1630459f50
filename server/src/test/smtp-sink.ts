import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links back out. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for the n-th message (1-based) to `to`. */
    async waitFor(to: string, n = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = received.filter((m) => m.to.includes(to.toLowerCase()));
        if (mails.length >= n) return mails[n - 1]!;
        if (Date.now() > deadline) throw new Error(`no mail #${n} for ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    countFor: (to: string) => received.filter((m) => m.to.includes(to.toLowerCase())).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first `{base}{path}?token=…` link in a message. */
export function tokenFromMail(mail: ReceivedMail, path: string): string {
  const match = decodeQuotedPrintable(mail.raw).match(
    new RegExp(`http://localhost:3000${path}\\?token=([A-Za-z0-9_-]+)`),
  );
  if (!match) throw new Error(`no ${path} link in:\n${mail.raw}`);
  return match[1]!;
}
