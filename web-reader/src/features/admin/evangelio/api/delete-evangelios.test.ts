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
    expect(await deleteGospels(dates)).toEqual({ deleted: dates.length });
    expect(sent.map((batch) => batch.length)).toEqual([GOSPEL_DELETE_MAX_DATES, GOSPEL_DELETE_MAX_DATES, 5]);
    expect(sent.flat()).toEqual(dates);
  });
});
