import { describe, expect, it } from 'vitest';
import { unwrap, useRealServer } from '../test/real-server';

// Against the real server: a reading path authored in the workspace is one publishing step of its
// own, checked by the server's dry run, then published and served to members.
const lectio = (days: unknown[]) =>
  `${JSON.stringify(
    {
      id: 'lectio',
      title: { en: 'Lectio week', es: 'Semana de lectio' },
      description: { en: 'Seven days with the Gospel.', es: 'Siete días con el Evangelio.' },
      start: 'on-join',
      days,
    },
    null,
    2,
  )}\n`;
const GOSPEL_DAYS = Array.from({ length: 7 }, () => ({
  gospel: true,
  prompt: { en: 'Read slowly.', es: 'Lee despacio.' },
}));

const real = useRealServer({ 'paths/lectio.json': lectio(GOSPEL_DAYS) });

describe('publishing a reading path from the workspace', () => {
  const publish = real.publish();

  it('is a step the server checks, then publishes; the next dry run finds it the same', async () => {
    await real.connect(publish);
    await real.ctx.request.get('/api/paths/lectio').expect(404);
    const report = unwrap(await publish.dryRun());
    const step = report.steps.find((s) => s.id === 'path:paths/lectio.json')!;
    expect(step).toMatchObject({ kind: 'path', blocked: false, needed: true });
    expect(step.serverChanges).toEqual([
      expect.objectContaining({ kind: 'path', key: 'lectio', status: 'new' }),
    ]);
    expect(report.items.find((i) => i.path === 'paths/lectio.json')).toMatchObject({
      group: 'path',
      status: 'new',
    });
    // The dry run wrote nothing.
    await real.ctx.request.get('/api/paths/lectio').expect(404);

    const outcome = unwrap(await publish.upload([step.id]));
    expect(outcome.results.map((r) => [r.id, r.ok])).toEqual([[step.id, true]]);
    const served = await real.ctx.request.get('/api/paths/lectio?lang=es').expect(200);
    expect(served.body).toMatchObject({ id: 'lectio', title: { en: 'Lectio week', es: 'Semana de lectio' } });

    const again = unwrap(await publish.dryRun()).steps.find((s) => s.id === step.id)!;
    expect(again.needed).toBe(false);
  });

  it('holds back a path naming a chapter that is not published, with the server’s reason, and sends nothing', async () => {
    await real.write('paths/lectio.json', lectio([{ chapters: [{ volume: 36, index: 99 }] }]));
    const report = unwrap(await publish.dryRun());
    const step = report.steps.find((s) => s.id === 'path:paths/lectio.json')!;
    expect(step.blocked).toBe(true);
    expect(report.items.find((i) => i.path === 'paths/lectio.json')?.status).toBe('blocked');
    const served = await real.ctx.request.get('/api/paths/lectio?lang=es').expect(200);
    expect(served.body.days).toHaveLength(7);
  });
});
