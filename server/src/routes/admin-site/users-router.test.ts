// Proves the admin users list (pagination, per-user activity, statistics, a fixed query count per
// page) and user deletion (its refusals, and the cascade of notes and watched marks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock';
import { bearer, createTestContext, type TestContext } from '../../test/test-context';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const clock: Clock = { now: () => NOW };
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const BULK_USERS = 120;

/** Inserts accounts straight into the table (no hashing) and returns their ids in order. */
async function insertUsers(ctx: TestContext, count: number, tag: string): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${tag}${i}@example.com`,
    username: null,
    first_name: `First${i}`,
    last_name: `Last${i}`,
    password_hash: 'not-a-real-hash',
    role: 'user',
    is_active: i % 10 !== 9,
    email_verified: true,
    token_version: 0,
    created_at: daysAgo(100 - (i % 100)),
    // A third active (2 days ago), a third inactive (45 days ago), a third never signed in.
    last_activity: i % 3 === 0 ? daysAgo(2) : i % 3 === 1 ? daysAgo(45) : null,
  }));
  await ctx.db.batchInsert('users', rows, 60);
  const found = await ctx.db('users').where('email', 'like', `${tag}%`).orderBy('id').select('id');
  return found.map((r: { id: number }) => Number(r.id));
}

const watched = (userId: number, volume: number, video: string) => ({
  user_id: userId,
  volume_number: volume,
  // Marks and notes are keyed by chapter (migration 20261123005100); the keys need no playlist here.
  chapter_key: video,
  created_at: daysAgo(1),
});
const note = (userId: number, volume: number, index: number) => ({
  user_id: userId,
  volume_number: volume,
  chapter_key: `chapter-${index}`,
  note_text: 'nota',
  created_at: daysAgo(1),
  updated_at: daysAgo(1),
});

describe('admin users', () => {
  let ctx: TestContext;
  let admin: { token: string; username: string };
  let member: { token: string };
  let ids: number[];

  beforeAll(async () => {
    ctx = await createTestContext({ seed: true, clock });
    admin = await ctx.admin('chief');
    member = await ctx.member();
    ids = await insertUsers(ctx, BULK_USERS, 'bulk');
    // Every bulk user watched one video of volume (i % 36) + 1; some users get more below.
    await ctx.db.batchInsert(
      'watched_videos',
      ids.map((id, i) => watched(id, (i % 36) + 1, `v${i}`)),
      100,
    );
    const [a, b] = [ids[0]!, ids[1]!];
    await ctx.db('watched_videos').insert([watched(a, 3, 'x1'), watched(a, 3, 'x2'), watched(a, 20, 'x3')]);
    await ctx.db('notes').insert([note(a, 2, 1), note(a, 2, 2), note(a, 3, 1), note(b, 36, 4)]);
  });
  afterAll(() => ctx.close());

  const get = (query: string) => ctx.request.get(`/api/admin/users${query}`).set(bearer(admin.token));
  const counts = async () => ({
    users: Number((await ctx.db('users').count({ n: '*' }).first())!.n),
    watched: Number((await ctx.db('watched_videos').count({ n: '*' }).first())!.n),
    notes: Number((await ctx.db('notes').count({ n: '*' }).first())!.n),
  });

  it('refuses callers without a token (401) and members (403)', async () => {
    await ctx.request.get('/api/admin/users').expect(401);
    await ctx.request.get('/api/admin/users').set(bearer(member.token)).expect(403);
    const before = await counts();
    await ctx.request.delete(`/api/admin/user/${ids[5]}`).expect(401);
    await ctx.request.delete(`/api/admin/user/${ids[5]}`).set(bearer(member.token)).expect(403);
    expect(await counts()).toEqual(before);
  });

  it('lists every account newest first, 50 by default, with the documented fields', async () => {
    const res = await get('').expect(200);
    const total = BULK_USERS + 2; // the bulk users, the admin and the member
    expect(res.body.pagination).toEqual({ offset: 0, limit: 50, total_count: total, has_more: true });
    expect(res.body.users).toHaveLength(50);
    const pageIds = res.body.users.map((u: { id: number }) => u.id);
    expect(pageIds).toEqual([...pageIds].sort((x, y) => y - x));
    expect(pageIds[0]).toBe(ids.at(-1));
    expect(Object.keys(res.body.users[0]).sort()).toEqual(
      [
        'id',
        'first_name',
        'last_name',
        'email',
        'username',
        'user_type',
        'created_at',
        'is_active',
        'total_videos_watched',
        'volumes_accessed',
        'volumes_list',
        'last_activity',
      ].sort(),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/password|token_version/);
  });

  it('walks every page without gaps or repeats, and says when there is no more', async () => {
    const seen: number[] = [];
    let page;
    let offset = 0;
    do {
      page = (await get(`?offset=${offset}&limit=50`).expect(200)).body;
      seen.push(...page.users.map((u: { id: number }) => u.id));
      offset += 50;
    } while (page.pagination.has_more);
    // Pages past the middle are read from the oldest end: the order must not show it.
    const all = (await ctx.db('users').orderBy('id', 'desc').select('id')).map((r: { id: number }) => r.id);
    expect(seen).toEqual(all);
    expect(page.pagination).toEqual({ offset: 100, limit: 50, total_count: 122, has_more: false });
    expect(page.users).toHaveLength(22);
    const beyond = (await get('?offset=500&limit=10').expect(200)).body;
    expect(beyond.users).toEqual([]);
    expect(beyond.pagination.has_more).toBe(false);
  });

  it('shows each account with its watched count, the volumes it touched and its type', async () => {
    const all = [
      ...(await get('?offset=0&limit=100').expect(200)).body.users,
      ...(await get('?offset=100&limit=100').expect(200)).body.users,
    ];
    const byId = new Map(all.map((u: { id: number }) => [u.id, u]));
    // Watched v0 in volume 1, x1 and x2 in 3, x3 in 20; notes in volumes 2 and 3.
    expect(byId.get(ids[0]!)).toEqual({
      id: ids[0],
      first_name: 'First0',
      last_name: 'Last0',
      email: 'bulk0@example.com',
      username: null,
      user_type: 'user',
      created_at: daysAgo(100),
      is_active: true,
      total_videos_watched: 4,
      volumes_accessed: 4,
      volumes_list: [1, 2, 3, 20],
      last_activity: daysAgo(2),
    });
    // Watched one in volume 2, a note in volume 36.
    expect(byId.get(ids[1]!)).toMatchObject({
      total_videos_watched: 1,
      volumes_accessed: 2,
      volumes_list: [2, 36],
      last_activity: daysAgo(45),
    });
    expect(byId.get(ids[9]!)).toMatchObject({
      is_active: false,
      volumes_list: [10],
      last_activity: daysAgo(2),
    });
    expect(byId.get(ids[2]!)).toMatchObject({ is_active: true, last_activity: null });
    const chief = all.find((u: { username: string | null }) => u.username === 'chief');
    expect(chief).toMatchObject({
      user_type: 'admin',
      email: null,
      total_videos_watched: 0,
      volumes_accessed: 0,
      volumes_list: [],
    });
  });

  it('reports users, watched marks (visualizations) and accounts active within 30 days', async () => {
    const res = await get('?limit=1').expect(200);
    // Bulk users 0, 3, 6 … were active 2 days ago (40 of 120); the admin and the member signed in now.
    expect(res.body.statistics).toEqual({
      total_users: BULK_USERS + 2,
      total_visualizations: BULK_USERS + 3,
      active_users: 40 + 2,
    });
  });

  it('answers a page with the same number of queries whatever its size', async () => {
    const queriesFor = async (limit: number, offset = 3) => {
      let n = 0;
      const count = () => (n += 1);
      ctx.db.on('query', count);
      try {
        const res = await get(`?offset=${offset}&limit=${limit}`).expect(200);
        expect(res.body.users).toHaveLength(limit);
      } finally {
        ctx.db.removeListener('query', count);
      }
      return n;
    };
    await queriesFor(1); // the admin's activity is recorded on a first call; later calls read only
    const small = await queriesFor(5);
    const large = await queriesFor(50);
    expect(large).toBe(small);
    expect(await queriesFor(50, 70)).toBe(small); // read from the oldest end
    // The page, its watched marks and notes (the admin's account and the statistics are cached).
    expect(small).toBe(3);
    // Once forgotten (any change to accounts or marks), the user counts and the watched-mark count too.
    ctx.services.adminUsers.forgetStatistics();
    expect(await queriesFor(50)).toBe(5);
  });

  it('recounts the statistics at once after a change through this server', async () => {
    const before = (await get('?limit=1').expect(200)).body.statistics;
    const { token } = await ctx.member();
    expect((await get('?limit=1').expect(200)).body.statistics.total_users).toBe(before.total_users + 1);
    // Its first signed-in request makes the new member active.
    const playlist = await ctx.request.get('/api/volumes/1/playlist').set(bearer(token)).expect(200);
    const after = (await get('?limit=1').expect(200)).body.statistics;
    expect(after.active_users).toBe(before.active_users + 1);
    await ctx.request
      .post('/api/videos/watch')
      .set(bearer(token))
      .send({ video_id: playlist.body.items[0].videoId, volume_number: 1 })
      .expect(200);
    const watched = (await get('?limit=1').expect(200)).body.statistics;
    expect(watched.total_visualizations).toBe(before.total_visualizations + 1);
  });

  const NOT_WHOLE = 'must be a whole number';
  it.each([
    ['?offset=-1', [{ pointer: '/offset', message: 'must be at least 0' }]],
    ['?offset=1.5', [{ pointer: '/offset', message: NOT_WHOLE }]],
    ['?limit=0', [{ pointer: '/limit', message: 'must be at least 1' }]],
    ['?limit=101', [{ pointer: '/limit', message: 'must be at most 100' }]],
    [
      '?offset=x&limit=abc',
      [
        { pointer: '/offset', message: NOT_WHOLE },
        { pointer: '/limit', message: NOT_WHOLE },
      ],
    ],
  ])('answers 400 with pointers for %s, the detail naming the first', async (query, errors) => {
    const res = await get(query).expect(400);
    const [first] = errors;
    // Subsets: each problem also carries its code and values.
    expect(res.body).toMatchObject({
      detail: `${first!.pointer.slice(1)} ${first!.message}`,
      code: 'bad_request',
      errors,
    });
  });

  it('deletes a member with their notes and watched marks, and records who did it', async () => {
    const target = ids[0]!;
    const before = await counts();
    const res = await ctx.request.delete(`/api/admin/user/${target}`).set(bearer(admin.token)).expect(200);
    expect(res.body).toEqual({ message: 'User bulk0@example.com deleted' });
    expect(await ctx.db('users').where({ id: target })).toEqual([]);
    expect(await ctx.db('watched_videos').where({ user_id: target })).toEqual([]);
    expect(await ctx.db('notes').where({ user_id: target })).toEqual([]);
    expect(await counts()).toEqual({
      users: before.users - 1,
      watched: before.watched - 4,
      notes: before.notes - 3,
    });
    const [entry] = (await ctx.services.audit.list(0, 1)).entries;
    expect(entry).toMatchObject({
      actor_name: 'chief',
      action: 'user.delete',
      target: `user:${target}`,
      details: { email: 'bulk0@example.com', username: null, user_type: 'user' },
      created_at: NOW.toISOString(),
    });
  });

  it('ends the deleted account’s session at once', async () => {
    const victim = await ctx.member();
    await ctx.request.get('/api/temas').set(bearer(victim.token)).expect(200);
    await ctx.request.delete(`/api/admin/user/${victim.user.id}`).set(bearer(admin.token)).expect(200);
    await ctx.request.get('/api/temas').set(bearer(victim.token)).expect(401);
  });

  it('refuses to delete the caller’s own account, an unknown id or a malformed one', async () => {
    const self = await ctx.services.users.findByLogin('chief');
    const before = await counts();
    const own = await ctx.request.delete(`/api/admin/user/${self!.id}`).set(bearer(admin.token)).expect(400);
    expect(own.body).toEqual({ detail: 'You cannot delete your own account', code: 'bad_request' });
    const unknown = await ctx.request.delete('/api/admin/user/999999').set(bearer(admin.token)).expect(404);
    expect(unknown.body).toEqual({ detail: 'User 999999 does not exist', code: 'not_found' });
    const bad = await ctx.request.delete('/api/admin/user/abc').set(bearer(admin.token)).expect(400);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({
        pointer: '/id',
        message: `must be an integer from 1 to ${Number.MAX_SAFE_INTEGER}`,
      }),
    ]);
    expect(await counts()).toEqual(before);
  });

  it('lets an admin delete another admin, but never the last one', async () => {
    const other = await ctx.admin('second');
    const otherRow = await ctx.services.users.findByLogin('second');
    await ctx.request.delete(`/api/admin/user/${otherRow!.id}`).set(bearer(admin.token)).expect(200);
    await ctx.request.get('/api/admin/users').set(bearer(other.token)).expect(401);

    // Through HTTP the caller is always an admin who cannot delete themself, so the last-admin
    // rule is reached directly: a caller (here a member) deleting the only admin left.
    const chief = await ctx.services.users.findByLogin('chief');
    expect(await ctx.services.users.countAdmins()).toBe(1);
    await expect(ctx.services.adminUsers.deleteUser(chief!.id, -1)).rejects.toMatchObject({
      status: 409,
      code: 'last_admin',
      message: 'The last admin account cannot be deleted',
    });
    expect(await ctx.services.users.countAdmins()).toBe(1);
  });

  it('keeps an admin when two admins delete each other at the same moment', async () => {
    const a = await ctx.admin('racer-a');
    const b = await ctx.admin('racer-b');
    const idA = (await ctx.services.users.findByLogin('racer-a'))!.id;
    const idB = (await ctx.services.users.findByLogin('racer-b'))!.id;
    // The chief is set aside so these two are the only admins.
    const chiefId = (await ctx.services.users.findByLogin('chief'))!.id;
    await ctx.db('users').where({ id: chiefId }).update({ role: 'user' });
    try {
      const results = await Promise.all([
        ctx.request.delete(`/api/admin/user/${idB}`).set(bearer(a.token)),
        ctx.request.delete(`/api/admin/user/${idA}`).set(bearer(b.token)),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toHaveLength(2);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect([401, 409]).toContain(statuses.find((s) => s !== 200));
      expect(await ctx.services.users.countAdmins()).toBe(1);
    } finally {
      await ctx.db('users').where({ id: chiefId }).update({ role: 'admin' });
    }
  });
});
