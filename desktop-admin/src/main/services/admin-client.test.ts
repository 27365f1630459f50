import { describe, expect, it } from 'vitest';
import { createAdminClient, login } from './admin-client';

/** A fetch that records each call and answers `answer` as JSON. */
function fakeFetch(answer: unknown, status = 200) {
  const calls: Array<{ url: string; method: string; body: unknown; headers: Record<string, string> }> = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body,
      headers: init.headers as Record<string, string>,
    });
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

const session = (user_type: 'admin' | 'user') => ({
  access_token: 'tok',
  token_type: 'bearer',
  user_type,
  user_info: { id: 1, first_name: 'A', last_name: 'B', email: null, username: 'admin', user_type },
});

describe('admin client', () => {
  it('sends a contract route to the path of its row, with its parameters, query and JSON body', async () => {
    const { impl, calls } = fakeFetch({ message: 'ok', deleted: 1 });
    const client = createAdminClient('https://camino.test', 'tok', impl);
    const result = await client.send('DELETE /admin/evangelios', { body: { dates: ['2026-01-01'] } });
    expect(result).toEqual({ ok: true, status: 200, body: { message: 'ok', deleted: 1 } });
    expect(calls[0]).toMatchObject({
      url: 'https://camino.test/api/admin/evangelios',
      method: 'DELETE',
      body: '{"dates":["2026-01-01"]}',
      headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
    });
    await client.send('GET /admin/evangelio-views/:date', { params: { date: '2026-01-01' } });
    await client.send('GET /admin/users', { query: { offset: 50, limit: 50 } });
    expect(calls.slice(1).map((c) => c.url)).toEqual([
      'https://camino.test/api/admin/evangelio-views/2026-01-01',
      'https://camino.test/api/admin/users?offset=50&limit=50',
    ]);
  });

  it('uploads a file as multipart in the field file', async () => {
    const { impl, calls } = fakeFetch({ content: '# Hola', filename: 'about.md' });
    const client = createAdminClient('https://camino.test', 'tok', impl);
    const file = { name: 'about.md', data: '# Hola', mimeType: 'text/markdown' };
    const result = await client.send('POST /admin/about/upload', { file });
    expect(result.ok && result.body.filename).toBe('about.md');
    const form = calls[0]!.body as FormData;
    expect((form.get('file') as File).name).toBe('about.md');
  });

  it('signs in admins only', async () => {
    expect(await login('https://camino.test', 'admin', 'pw', fakeFetch(session('admin')).impl)).toEqual({
      ok: true,
      status: 200,
      body: { token: 'tok' },
    });
    const member = await login(
      'https://camino.test',
      'ana@example.com',
      'pw',
      fakeFetch(session('user')).impl,
    );
    expect(member).toMatchObject({ ok: false, status: 403 });
    const refused = await login(
      'https://camino.test',
      'x',
      'y',
      fakeFetch({ detail: 'Incorrect', code: 'invalid_credentials' }, 401).impl,
    );
    expect(refused).toEqual({
      ok: false,
      status: 401,
      message: 'Incorrect',
      problem: { code: 'server_detail', params: { detail: 'Incorrect' } },
      problems: [],
    });
  });
});
