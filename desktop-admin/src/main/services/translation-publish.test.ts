import { describe, expect, it } from 'vitest';
import { unwrap, useRealServer } from '../test/real-server';
import { createTranslation } from './translation-edit';

// Against the real server: a translation published beside its source, then the source changes.
const real = useRealServer({ 'about.md': '# Acerca de\n\nLa página de siempre.\n' });

const statusHere = async (source: string) =>
  unwrap(await real.workspace.refresh()).files.find((f) => f.path === source)!.translations![0]!.status;

describe('publishing a translation to the real server', () => {
  const publish = real.publish();

  it('is stamped as made from its source; both sides call it out of date once the source changes', async () => {
    await real.connect(publish);
    unwrap(await createTranslation(real.workspace, 'about.md', 'en'));
    await real.write('about.en.md', '# About\n\nThe usual page.\n');

    const report = unwrap(await publish.dryRun());
    expect(report.steps.map((s) => s.id)).toEqual(['about', 'translation:about.en.md']);
    expect(report.steps[1]).toMatchObject({ blocked: false, needed: true });
    const outcome = unwrap(await publish.upload(report.steps.map((s) => s.id)));
    expect(outcome.results.map((r) => [r.id, r.ok])).toEqual([
      ['about', true],
      ['translation:about.en.md', true],
    ]);
    const served = await real.ctx.request.get('/api/about?lang=en').expect(200);
    expect(served.body).toMatchObject({
      content: '# About\n\nThe usual page.\n',
      lang: 'en',
      fallback: false,
    });
    expect(unwrap(await publish.translations())['about.md']).toEqual({ en: 'current' });
    expect(await statusHere('about.md')).toBe('current');
    // Published as it is: nothing left to send for it.
    expect(unwrap(await publish.dryRun()).steps.map((s) => s.id)).not.toContain('translation:about.en.md');

    // The source changes here: out of date here at once, on the server once it is published.
    await real.write('about.md', '# Acerca de\n\nLa página, cambiada.\n');
    expect(await statusHere('about.md')).toBe('stale');
    unwrap(await publish.upload(unwrap(await publish.dryRun()).steps.map((s) => s.id)));
    expect(unwrap(await publish.translations())['about.md']).toEqual({ en: 'stale' });
    expect(await statusHere('about.md')).toBe('stale');
  });

  it('holds back a translation with problems, listing them, and sends nothing for it', async () => {
    await real.write('about.en.md', '');
    const report = unwrap(await publish.dryRun());
    const blocked = report.items.find((i) => i.path === 'about.en.md')!;
    expect(blocked.status).toBe('blocked');
    expect(blocked.problems?.length).toBeGreaterThan(0);
    expect(report.steps.find((s) => s.id === 'translation:about.en.md')).toMatchObject({ blocked: true });
    expect(report.steps.find((s) => s.id === 'translation:about.en.md')!.serverChanges).toBeUndefined();
  });
});
