import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { titleKey } from '@camino/schemas/comparison-keys';
import { problem } from '@camino/schemas/messages/render-problem';
import type { AdminClient } from './admin-client';
import { dryRun } from './dry-run';
import { EXAMPLE_FILES } from './example-workspace';
import { runUpload } from './upload';
import { writeFileSafely } from './workspace-files';
import { loadWorkspace } from './workspace-service';
import { readState } from './workspace-state';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'camino-translation-steps-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const SERVER = 'http://127.0.0.1:1';

/** The translation PUTs a client was asked to send; a tema's is refused, as the server refuses a bad one. */
function fakeClient() {
  const sent: Array<{ route: string; query: unknown; body: unknown }> = [];
  const client = {
    server: SERVER,
    async send(route: string, request: { query?: unknown; body?: unknown }) {
      if (route.startsWith('GET ')) {
        return {
          ok: false,
          status: 404,
          message: 'not found',
          problem: problem('', 'required'),
          problems: [],
        };
      }
      sent.push({ route, query: request.query, body: request.body });
      const body = request.body as { kind?: string; key?: string } | undefined;
      if (route === 'PUT /admin/translation' && body?.kind === 'tema') {
        const refusal = problem('/title', 'translation_type', { type: 'string' });
        return {
          ok: false,
          status: 422,
          message: 'refused',
          problem: problem('', 'server_detail', { detail: 'Refused' }),
          problems: [refusal],
        };
      }
      const changes =
        route === 'PUT /admin/translation' ? [{ kind: body!.kind, key: body!.key, status: 'new' }] : [];
      return { ok: true, status: 200, body: { message: 'ok', status: 'current', changes } };
    },
  };
  return { client: client as unknown as AdminClient, sent };
}

const translated = (file: string, from: string, to: string) => EXAMPLE_FILES[file]!.replace(from, to);

async function workspaceWith(extra: Record<string, string>) {
  for (const [file, text] of Object.entries({ ...EXAMPLE_FILES, ...extra }))
    await writeFileSafely(path.join(dir, file), text);
  return loadWorkspace(dir);
}

describe('translation steps', () => {
  it('send each translation to PUT /admin/translation after the sources, and list refusals with their problems', async () => {
    const workspace = await workspaceWith({
      'main/Vol_1/1-1.en.json': translated('main/Vol_1/1-1.json', 'Peregrino', 'Pilgrim'),
      'about.en.md': '# About Camino',
      'temas/oracion.en.json': EXAMPLE_FILES['temas/oracion.json']!,
      // Broken against its source (an item fewer): blocked here, never sent.
      'playlists/Vol_1.en.json': (() => {
        const playlist = JSON.parse(EXAMPLE_FILES['playlists/Vol_1.json']!) as { items: unknown[] };
        return JSON.stringify({ ...playlist, items: playlist.items.slice(0, 1) });
      })(),
    });
    const { client, sent } = fakeClient();
    const { report, payloads } = await dryRun(client, workspace, await readState(dir));

    const translationSteps = report.steps.filter((s) => s.kind === 'translation');
    expect(translationSteps.map((s) => s.id)).toEqual([
      'translation:about.en.md',
      'translation:main/Vol_1/1-1.en.json',
      'translation:playlists/Vol_1.en.json',
      'translation:temas/oracion.en.json',
    ]);
    // After every source step.
    const firstTranslation = report.steps.findIndex((s) => s.kind === 'translation');
    expect(report.steps.slice(firstTranslation).every((s) => s.kind === 'translation')).toBe(true);

    const puts = sent.filter((s) => s.route === 'PUT /admin/translation');
    expect(puts.map((p) => p.query)).toEqual([{ dry_run: '1' }, { dry_run: '1' }, { dry_run: '1' }]);
    expect(puts[0]!.body).toEqual({
      kind: 'about',
      key: 'about',
      lang: 'en',
      content: { content: '# About Camino' },
    });
    expect(puts[1]!.body).toEqual({
      kind: 'main_file',
      key: '1/1',
      lang: 'en',
      content: JSON.parse(translated('main/Vol_1/1-1.json', 'Peregrino', 'Pilgrim')),
    });
    const temaTitle = (JSON.parse(EXAMPLE_FILES['temas/oracion.json']!) as { title: string }).title;
    expect(puts[2]!.body).toMatchObject({ kind: 'tema', key: titleKey(temaTitle), lang: 'en' });

    const item = (file: string) => report.items.find((i) => i.path === file)!;
    expect(item('main/Vol_1/1-1.en.json')).toMatchObject({
      group: 'translation',
      status: 'new',
      label: '1-1.en.json',
    });
    expect(item('playlists/Vol_1.en.json')).toMatchObject({ status: 'blocked' });
    expect(item('playlists/Vol_1.en.json').problems?.[0]?.code).toBe('translation_count');
    expect(item('temas/oracion.en.json')).toMatchObject({ status: 'blocked' });
    expect(item('temas/oracion.en.json').problems).toEqual([expect.objectContaining({ pointer: '/title' })]);
    expect(report.steps.find((s) => s.id === 'translation:temas/oracion.en.json')).toMatchObject({
      blocked: true,
    });

    // Publishing one records it as made from its source: the workspace shows it up to date.
    const outcome = await runUpload(
      client,
      dir,
      report,
      ['translation:main/Vol_1/1-1.en.json'],
      undefined,
      payloads,
    );
    expect(outcome.results.map((r) => [r.id, r.ok])).toEqual([['translation:main/Vol_1/1-1.en.json', true]]);
    expect(sent.at(-1)).toMatchObject({ route: 'PUT /admin/translation', query: undefined });
    const after = (await loadWorkspace(dir)).snapshot.files;
    expect(after.find((f) => f.path === 'main/Vol_1/1-1.json')?.translations?.[0]?.status).toBe('current');
    expect(after.find((f) => f.path === 'main/Vol_1/1-1.en.json')?.uploadState).toBe('uploaded');
    // Sent as it is: not offered again (it would re-stamp the translation as made from the source now).
    const again = await dryRun(client, await loadWorkspace(dir), await readState(dir));
    expect(again.report.steps.map((s) => s.id)).not.toContain('translation:main/Vol_1/1-1.en.json');
    expect(again.report.steps.map((s) => s.id)).toContain('translation:about.en.md');
  });
});
