import type { Request } from 'express';

/**
 * Runs work once the response has been handed over, so slow or revealing work (looking an
 * account up, sending mail) changes neither the answer nor its timing. Failures are logged.
 */
export function afterResponse(req: Request, what: string, work: () => Promise<unknown>): void {
  setImmediate(() => {
    work().catch((err: unknown) => req.log?.error({ err }, `${what} failed`));
  });
}
