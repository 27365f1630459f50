// Proves an admin change and its audit row commit together or not at all: with the audit table
// gone (renamed away), every kind of admin write answers an error and leaves the data, the
// content generation and the audit log as they were, on this suite's database. With the table
// back, the same change is made and recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainEntries, tema, zipOf } from '../test/chapter-fixtures';
import { bearer, createTestContext, type TestContext } from '../test/test-context';
import { lastAudit, uploadFile } from '../test/upload-helpers';

interface Change {
  /** Sends the admin request that changes something and records it. */
  send: () => PromiseLike<{ status: number }>;
  /** What the change would alter, read from the database. */
  state: () => Promise<unknown>;
  action: string;
}

describe('an audited change and its audit row', () => {
  let ctx: TestContext;
  let token: string;
  let victimId: number;

  const withoutAuditTable = async <T>(work: () => Promise<T>): Promise<T> => {
    await ctx.db.schema.renameTable('audit_log', 'audit_log_away');
    try {
      return await work();
    } finally {
      await ctx.db.schema.renameTable('audit_log_away', 'audit_log');
    }
  };

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true });
    ({ token } = await ctx.admin());
    victimId = (await ctx.member({ email: 'victim@example.com' })).user.id;
    await ctx.db('users').where({ id: victimId }).update({ email_verified: false });
    await ctx.request
      .post('/api/admin/toggle-email-validation')
      .set(bearer(token))
      .send({ enabled: true })
      .expect(200);
  });
  afterAll(() => ctx.close());

  const changes: Array<[string, () => Change]> = [
    [
      'a setting (one transaction with the content generation)',
      () => ({
        send: () =>
          ctx.request.post('/api/admin/topics-button-config').set(bearer(token)).send({ enabled: false }),
        state: () => ctx.services.settings.get('topics_button'),
        action: 'settings.topics_button',
      }),
    ],
    [
      'a setting with what goes with it (email validation off verifies waiting accounts)',
      () => ({
        send: () =>
          ctx.request.post('/api/admin/toggle-email-validation').set(bearer(token)).send({ enabled: false }),
        state: async () => [
          await ctx.services.settings.get('email_validation'),
          await ctx.db('users').where({ id: victimId }).first('email_verified'),
        ],
        action: 'settings.email_validation',
      }),
    ],
    [
      'a playlist delete (under the volume lock)',
      () => ({
        send: () => ctx.request.delete('/api/admin/playlists/1').set(bearer(token)),
        state: () => ctx.db('videos').where({ volume_number: 1 }).count({ n: '*' }),
        action: 'playlist.delete',
      }),
    ],
    [
      'a chapter ZIP upload (a batch under the volume lock)',
      () => ({
        send: async () =>
          uploadFile(ctx, token, '/admin/upload-main-files', {
            name: 'Vol_7_main.zip',
            data: await zipOf(mainEntries(7, 1, 2)),
          }),
        state: () => ctx.db('chapter_files').where({ volume_number: 7 }).count({ n: '*' }),
        action: 'main-files.upload',
      }),
    ],
    [
      'a tema ZIP upload',
      () => ({
        send: async () =>
          uploadFile(ctx, token, '/admin/upload-temas', {
            name: 'temas.zip',
            data: await zipOf([['paz.json', tema('Paz')]]),
          }),
        state: () => ctx.db('themes').where({ title: 'Paz' }).count({ n: '*' }),
        action: 'temas.upload',
      }),
    ],
    [
      'a gospel delete',
      () => ({
        send: () => ctx.request.delete('/api/admin/evangelios?all=true').set(bearer(token)),
        state: () => ctx.db('gospel_entries').count({ n: '*' }),
        action: 'gospel.delete',
      }),
    ],
    [
      'an account delete (its own transaction)',
      () => ({
        send: () => ctx.request.delete(`/api/admin/user/${victimId}`).set(bearer(token)),
        state: () => ctx.db('users').where({ id: victimId }).count({ n: '*' }),
        action: 'user.delete',
      }),
    ],
  ];

  it.each(changes)(
    '%s is rolled back with an error answer when its audit row cannot be written',
    async (_, make) => {
      const change = make();
      const before = await change.state();
      const generation = await ctx.services.contentVersion.read();
      const audits = (await lastAudit(ctx.db, 1000)).length;

      const res = await withoutAuditTable(async () => change.send());

      expect(res.status).toBe(500);
      expect(await change.state()).toEqual(before);
      expect(await ctx.services.contentVersion.read()).toBe(generation);
      expect((await lastAudit(ctx.db, 1000)).length).toBe(audits);
    },
  );

  it.each(changes)('%s is made and recorded together when the audit table is there', async (_, make) => {
    const change = make();
    const before = await change.state();
    const res = await change.send();
    expect(res.status).toBe(200);
    expect(await change.state()).not.toEqual(before);
    const [entry] = await lastAudit(ctx.db);
    expect(entry?.action).toBe(change.action);
  });
});
