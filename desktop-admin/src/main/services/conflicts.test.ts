import { describe, expect, it } from 'vitest';
import type { DryRunReport } from '../../shared/server-types';
import { unwrap, useRealServer } from '../test/real-server';

// A file changed both here and on the server, against the real server: the pull's conflict
// blocks its step until resolved (theirs, mine, merged), and a publish from a base someone
// published over since is refused and becomes the same conflict, the workspace file untouched.
const real = useRealServer();
const publish = real.publish();

const saveOnServer = (content: string) =>
  real.ctx.request
    .post('/api/admin/about')
    .set('Authorization', `Bearer ${real.admin.token}`)
    .send({ content })
    .expect(200);
const stored = async () => (await real.ctx.services.settings.get('about')).content;
const aboutStep = (report: DryRunReport) => report.steps.find((s) => s.kind === 'about')!;

describe('conflicts with the server', () => {
  it('blocks a pulled conflict until theirs is taken', async () => {
    await real.connect(publish);
    await saveOnServer('# Base');
    unwrap(await publish.pull({ about: true }));
    await real.write('about.md', '# Mine');
    await saveOnServer('# Theirs');
    const pulled = unwrap(await publish.pull({ about: true }));
    expect(pulled.files).toContainEqual({ path: 'about.md', status: 'conflict' });
    expect(await real.local('about.md')).toBe('# Mine');

    const blocked = aboutStep(unwrap(await publish.dryRun()));
    expect(blocked).toMatchObject({ blocked: true, conflict: { path: 'about.md' } });
    const upload = unwrap(await publish.upload([blocked.id]));
    expect(upload.results[0]).toMatchObject({ ok: false, reason: { code: 'step_blocked' } });
    expect(await stored()).toBe('# Theirs');
    expect(unwrap(await publish.conflict('about.md'))).toEqual({
      path: 'about.md',
      mine: '# Mine',
      theirs: '# Theirs',
    });

    unwrap(await publish.resolveConflict('about.md', 'theirs'));
    expect(await real.local('about.md')).toBe('# Theirs');
    const after = aboutStep(unwrap(await publish.dryRun()));
    expect(after).toMatchObject({ blocked: false, needed: false });
    expect(after.conflict).toBeUndefined();
  });

  it('publishes mine over theirs once kept explicitly, and a merged text likewise', async () => {
    await real.write('about.md', '# Mine again');
    await saveOnServer('# Theirs again');
    expect(unwrap(await publish.pull({ about: true })).files).toContainEqual({
      path: 'about.md',
      status: 'conflict',
    });
    unwrap(await publish.resolveConflict('about.md', 'mine'));
    const step = aboutStep(unwrap(await publish.dryRun()));
    expect(step).toMatchObject({ blocked: false, needed: true });
    expect(step.base).toMatch(/^[0-9a-f]{64}$/);
    expect(unwrap(await publish.upload([step.id])).results[0]!.ok).toBe(true);
    expect(await stored()).toBe('# Mine again');

    await real.write('about.md', '# Mine 3');
    await saveOnServer('# Theirs 3');
    unwrap(await publish.pull({ about: true }));
    unwrap(await publish.resolveConflict('about.md', 'merge', '# Merged'));
    expect(await real.local('about.md')).toBe('# Merged');
    const merged = aboutStep(unwrap(await publish.dryRun()));
    expect(unwrap(await publish.upload([merged.id])).results[0]!.ok).toBe(true);
    expect(await stored()).toBe('# Merged');
  });

  it('turns a 409 at publish into the conflict, losing nothing of the workspace', async () => {
    unwrap(await publish.pull({ about: true }));
    await real.write('about.md', '# Mine late');
    const step = aboutStep(unwrap(await publish.dryRun()));
    expect(step).toMatchObject({ blocked: false, needed: true });
    // Someone publishes between the dry run and the publish.
    await saveOnServer('# Published meanwhile');
    const result = unwrap(await publish.upload([step.id])).results[0]!;
    expect(result).toMatchObject({ ok: false, conflict: true, reason: { code: 'step_conflict' } });
    expect(await stored()).toBe('# Published meanwhile');
    expect(await real.local('about.md')).toBe('# Mine late');
    expect(aboutStep(unwrap(await publish.dryRun()))).toMatchObject({
      blocked: true,
      conflict: { path: 'about.md' },
    });
    expect(unwrap(await publish.conflict('about.md')).theirs).toBe('# Published meanwhile');
  });

  it('refuses to resolve a file that has no conflict', async () => {
    unwrap(await publish.resolveConflict('about.md', 'theirs'));
    const again = await publish.resolveConflict('about.md', 'theirs');
    expect(again).toMatchObject({ ok: false, problems: [{ code: 'no_conflict' }] });
  });
});
