// Proves a long list of dates is split into requests the server accepts, in order.
import { GOSPEL_DELETE_MAX_DATES } from '@camino/schemas/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractResponse } from '../../../../test/contract-response';
import { deleteGospels } from './delete-evangelios';

const dates = Array.from({ length: 2 * GOSPEL_DELETE_MAX_DATES + 5 }, (_, i) =>
  new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10),
);

describe('deleteGospels', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends at most the server limit of dates per request and adds up what was deleted', async () => {
    const sent: string[][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_input, init) => {
        const body = JSON.parse(String(init!.body)) as { dates: string[] };
        sent.push(body.dates);
        return contractResponse('DELETE /admin/evangelios', {
          message: 'deleted',
          deleted: body.dates.length,
        });
      }),
    );
    expect(await deleteGospels(dates)).toEqual({ deleted: dates.length, changes: [] });
    expect(sent.map((batch) => batch.length)).toEqual([GOSPEL_DELETE_MAX_DATES, GOSPEL_DELETE_MAX_DATES, 5]);
    expect(sent.flat()).toEqual(dates);
  });

  it('as a dry run, every request asks for it and the changes of all of them come back together', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        urls.push(String(input));
        const body = JSON.parse(String(init!.body)) as { dates: string[] };
        return contractResponse('DELETE /admin/evangelios', {
          message: 'would be deleted',
          deleted: body.dates.length,
          dry_run: true,
          revision: null,
          changes: body.dates.map((date) => ({
            kind: 'gospel' as const,
            key: date,
            status: 'removed' as const,
          })),
        });
      }),
    );
    const { deleted, changes } = await deleteGospels(dates, { dryRun: true });
    expect(deleted).toBe(dates.length);
    expect(changes.map((change) => change.key)).toEqual(dates);
    expect(new Set(urls)).toEqual(new Set(['/api/admin/evangelios?dry_run=1']));
    expect(urls).toHaveLength(3);
  });
});
