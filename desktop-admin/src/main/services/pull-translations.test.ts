import { describe, expect, it } from 'vitest';
import { titleKey } from '@camino/schemas/comparison-keys';
import type { AdminClient } from './admin-client';
import { readTranslations } from './pull-translations';
import { serverTranslations } from './server-translations';

const item = (kind: string, key: string, status: string) => ({
  kind,
  key,
  volume: null,
  title: key,
  source_hash: 'now',
  translations: [
    { lang: 'en', status, made_from: { current: 'now', stale: 'then' }[status] ?? null, updated_at: null },
  ],
});

/** A server holding an English About (current), chapter 1/1 (stale) and a theme; chapter 1/2 has none. */
function fakeServer() {
  const asked: string[] = [];
  const client = {
    server: 'http://127.0.0.1:1',
    async send(route: string, request: { query?: Record<string, string> }) {
      if (route === 'GET /admin/translations') {
        const items = [
          item('about', 'about', 'current'),
          item('main_file', '1/1', 'stale'),
          item('main_file', '1/2', 'missing'),
          item('tema', titleKey('Oración'), 'current'),
          item('playlist', '7', 'current'),
        ];
        return { ok: true, status: 200, body: { items } };
      }
      const { kind, key, lang } = request.query!;
      asked.push(`${kind} ${key}`);
      const content = kind === 'about' ? { content: '# About' } : { info: { volume: 1, index: 1 } };
      const status = kind === 'main_file' ? 'stale' : 'current';
      const translation = { content, status, made_from: 'then', updated_at: '2026-01-01' };
      return {
        ok: true,
        status: 200,
        body: { kind, key, lang, source: { content: {}, hash: 'now' }, translation },
      };
    },
  };
  return { client: client as unknown as AdminClient, asked };
}

describe('pulling translations', () => {
  it('brings the translations of the sources pulled, each beside its source', async () => {
    const { client, asked } = fakeServer();
    const pulled = [
      { path: 'about.md', text: '# Acerca' },
      { path: 'main/Vol_1/1-1.json', text: '{}' },
      { path: 'main/Vol_1/1-2.json', text: '{}' },
      { path: 'temas/oracion.json', text: JSON.stringify({ title: 'Oración' }) },
    ];
    const found = await readTranslations(client, pulled);
    expect(found.map((f) => [f.path, f.source, f.current])).toEqual([
      ['about.en.md', 'about.md', true],
      ['main/Vol_1/1-1.en.json', 'main/Vol_1/1-1.json', false],
      ['temas/oracion.en.json', 'temas/oracion.json', true],
    ]);
    expect(found[0]!.text).toBe('# About');
    expect(JSON.parse(found[1]!.text)).toEqual({ info: { volume: 1, index: 1 } });
    // Volume 7 was not pulled, chapter 1/2 has no translation: neither is asked for.
    expect(asked).toEqual(['about about', 'main_file 1/1', `tema ${titleKey('Oración')}`]);
  });

  it('asks nothing when nothing was pulled', async () => {
    const { client, asked } = fakeServer();
    expect(await readTranslations(client, [])).toEqual([]);
    expect(asked).toEqual([]);
  });

  it("tells each translation's status on the server by its source's path in the workspace", async () => {
    const { client } = fakeServer();
    const texts = [
      { path: 'about.md', text: '# Acerca' },
      { path: 'main/Vol_1/1-1.json', text: '{}' },
      { path: 'main/Vol_1/1-2.json', text: '{}' },
    ];
    expect(await serverTranslations(client, { texts })).toEqual({
      'about.md': { en: 'current' },
      'main/Vol_1/1-1.json': { en: 'stale' },
      'main/Vol_1/1-2.json': { en: 'missing' },
    });
  });
});
