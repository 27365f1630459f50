import { coded } from '@camino/schemas/messages/render-problem';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeContentText } from '@camino/schemas/content-encoding';
import { canonicalContentText, contentHash } from '@camino/schemas/content-hash';
import { workspacePaths } from '@camino/schemas/file-naming';
import type { PullFileStatus, PullProgress, PullReport, PullRequest } from '../../shared/server-types';
import type { AdminClient } from './admin-client';
import { getOrNull, playlistContent } from './server-read';
import { sha256 } from './sha256';
import { loadWorkspace } from './workspace-service';
import { BUTTONS_FILE, IMAGE_FILE } from './workspace-layout';
import { SOURCE_LANGUAGE } from '@camino/schemas/translations/translatable';
import { readTranslations } from './pull-translations';
import { clearConflicts, recordConflict, serverItem } from './conflicts';
import { contentKeys, readState, recordMadeFrom, recordUploads } from './workspace-state';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const hashOf = (file: string, text: string) => contentHash(canonicalContentText(file, text), sha256);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The content routes answer in the asked language (else the UI's, from Accept-Language): the
 * workspace's sources are the originals, whatever the app's language; translations come apart.
 */
const SOURCE_QUERY = { lang: SOURCE_LANGUAGE };

/** A pulled file; `base`: its server item's base, for a file whose item takes one (conflicts.ts). */
type PulledFile = { path: string; text: string; base?: string };

/** One unit of work of a pull: reads something from the server, answers files (path → text). */
interface PullTask {
  label: string;
  read(): Promise<PulledFile[]>;
}

/** A file name for a tema from its title: lower case, accents dropped, dashes between words. */
export function temaFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `temas/${slug || 'tema'}.json`;
}

/**
 * Decides what to do with one pulled file from three hashes: the local file's, the one recorded
 * at the last pull or upload (the common base) and the server's. Only a file unchanged here since
 * the base is overwritten; a file changed on both sides is a conflict and is left as it is.
 */
export function decide(local: string | null, base: string | null, server: string): PullFileStatus {
  if (local === null) return 'added';
  if (local === server) return 'same';
  if (base !== null && local === base) return 'updated';
  if (base !== null && server === base) return 'kept-local';
  return 'conflict';
}

function planTasks(
  client: AdminClient,
  request: PullRequest,
  temaPaths: Map<string, string>,
  skipped: PullReport['skipped'],
): PullTask[] {
  const tasks: PullTask[] = [];
  for (const volume of request.volumes ?? []) {
    tasks.push({
      label: `Vol_${volume}`,
      async read() {
        const files: Array<{ path: string; text: string }> = [];
        const playlist = await getOrNull(client, 'GET /volumes/:volume/playlist', {
          params: { volume },
          query: SOURCE_QUERY,
        });
        if (playlist)
          files.push({ path: workspacePaths.playlist(volume), text: json(playlistContent(playlist)) });
        const stored = await getOrNull(client, 'GET /admin/chapters/:volume', { params: { volume } });
        for (const chapter of stored?.chapters ?? []) {
          const params = { volume, index: chapter.index };
          const body =
            chapter.kind === 'main'
              ? await getOrNull(client, 'GET /main-file/:volume/:index', { params, query: SOURCE_QUERY })
              : await getOrNull(client, 'GET /optional-file/:volume/:index', { params, query: SOURCE_QUERY });
          if (!body) continue;
          const text = json(JSON.parse(decodeContentText(body.encoded_content)));
          files.push({ path: workspacePaths.chapter(chapter.kind, volume, chapter.index), text });
        }
        if (!playlist && files.length === 0)
          skipped.push({ label: `Vol_${volume}`, reason: coded('skip_not_on_server') });
        return files;
      },
    });
  }
  if (request.temas) {
    tasks.push({
      label: 'temas',
      async read() {
        const list = await getOrNull(client, 'GET /admin/temas', {});
        const files: Array<{ path: string; text: string }> = [];
        for (const tema of list?.temas ?? []) {
          const body = await getOrNull(client, 'GET /tema/:id', {
            params: { id: tema.id },
            query: SOURCE_QUERY,
          });
          if (!body) {
            skipped.push({ label: tema.title, reason: coded('skip_hidden') });
            continue;
          }
          const text = json(JSON.parse(decodeContentText(body.encoded_content)));
          files.push({ path: temaPaths.get(tema.title) ?? temaFileName(tema.title), text });
        }
        return files;
      },
    });
  }
  const months = (request.gospelMonths ?? []).filter((m) => MONTH.test(m));
  if (months.length > 0) {
    tasks.push({
      label: 'evangelios',
      async read() {
        const list = await getOrNull(client, 'GET /admin/evangelios', {});
        const dates = (list?.evangelios ?? []).map((e) => e.date).sort();
        const files: Array<{ path: string; text: string }> = [];
        for (const month of months) {
          const entries = [];
          for (const date of dates.filter((d) => d.startsWith(`${month}-`))) {
            const entry = await getOrNull(client, 'GET /admin/evangelios/:date', { params: { date } });
            if (entry) entries.push(entry);
          }
          if (entries.length === 0) skipped.push({ label: month, reason: coded('skip_no_gospel') });
          else files.push({ path: `evangelios/${month}.json`, text: json(entries) });
        }
        return files;
      },
    });
  }
  if (request.about) {
    tasks.push({
      label: 'About',
      async read() {
        // The stored source with its base, in one read (an About nobody saved has no file).
        const { text, base } = await serverItem(client, 'about.md');
        return text === null ? [] : [{ path: 'about.md', text, base }];
      },
    });
  }
  if (request.news) {
    tasks.push({
      label: 'News',
      async read() {
        const body = await getOrNull(client, 'GET /admin/news-config', {});
        if (!body) return [];
        // The block's language too: a pull, then a publish, must not unmark what an admin marked.
        const block = (b: typeof body.public) => ({
          enabled: b.enabled,
          title: b.title,
          description: b.description ?? '',
          ...(b.lang ? { lang: b.lang } : {}),
        });
        return [
          { path: 'news.json', text: json({ public: block(body.public), private: block(body.private) }) },
        ];
      },
    });
  }
  if (request.image) {
    tasks.push({
      label: 'Featured image',
      async read() {
        const body = await getOrNull(client, 'GET /admin/image-config', {});
        // '' until an admin sets one: nothing to pull (and an empty URL is not a valid file).
        if (!body?.featuredImage.imageUrl) {
          skipped.push({ label: 'Featured image', reason: coded('skip_not_set') });
          return [];
        }
        return [{ path: IMAGE_FILE, text: json(body.featuredImage) }];
      },
    });
  }
  if (request.buttons) {
    tasks.push({
      label: 'Buttons',
      async read() {
        const evangelio = await getOrNull(client, 'GET /admin/evangelio-button-config', {});
        const topics = await getOrNull(client, 'GET /admin/topics-button-config', {});
        if (!evangelio || !topics) return [];
        const text = json({ evangelio: { enabled: evangelio.enabled }, topics: { enabled: topics.enabled } });
        return [{ path: BUTTONS_FILE, text }];
      },
    });
  }
  return tasks;
}

async function readLocal(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Pulls the chosen parts of the live content into the workspace at `root`, then the translations
 * of what was pulled (pull-translations.ts), each beside its source. Each file written or found
 * equal records the server's content hash in `.camino-state.json` (as an upload does), so the
 * tree and the dry run know afterwards what changed here and what changed on the server; each
 * translation also records the source it was made from.
 */
export async function pullContent(
  client: AdminClient,
  root: string,
  request: PullRequest,
  onProgress: (progress: PullProgress) => void = () => {},
): Promise<PullReport> {
  const workspace = await loadWorkspace(root);
  const temaPaths = new Map<string, string>();
  for (const { path: file, text } of workspace.texts) {
    if (!file.startsWith('temas/')) continue;
    try {
      temaPaths.set((JSON.parse(text) as { title?: string }).title ?? '', file);
    } catch {
      // A broken local tema is not matched by title; the pulled one gets its own file.
    }
  }
  const state = await readState(root);
  const report: PullReport = { server: client.server, files: [], skipped: [] };
  const tasks = planTasks(client, request, temaPaths, report.skipped);
  // The translations of what was pulled come last, once their sources are in.
  const total = tasks.length + 1;
  const synced: Record<string, string> = {};
  const keys: Record<string, string[] | undefined> = {};
  const bases: Record<string, string> = {};
  const inStep: string[] = [];
  /**
   * Writes one pulled file unless changed here; answers what it did. A conflict with a base is
   * recorded with the server's text, so the dry run blocks its step until the admin resolves it.
   */
  async function settle(file: PulledFile): Promise<PullFileStatus> {
    const target = path.join(root, file.path);
    const local = await readLocal(target);
    const serverHash = hashOf(file.path, file.text);
    const status = decide(
      local === null ? null : hashOf(file.path, local),
      state.uploaded[file.path]?.hash ?? null,
      serverHash,
    );
    if (status === 'added' || status === 'updated') {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(`${target}.tmp`, file.text, 'utf8');
      await rename(`${target}.tmp`, target);
    }
    // Kept here over an unchanged server item: still in step with it, at its current base.
    const keptAtBase = status === 'kept-local' && file.base !== undefined;
    if (status === 'added' || status === 'updated' || status === 'same' || keptAtBase) {
      synced[file.path] = serverHash;
      keys[file.path] = contentKeys(file.path, file.text);
      if (file.base) bases[file.path] = file.base;
    }
    if (file.base && status === 'conflict') {
      await recordConflict(root, file.path, { theirs: file.text, base: file.base });
    } else inStep.push(file.path);
    report.files.push({ path: file.path, status });
    return status;
  }
  const pulled: PulledFile[] = [];
  for (const [done, task] of tasks.entries()) {
    onProgress({ done, total, current: task.label });
    for (const file of await task.read()) {
      await settle(file);
      pulled.push(file);
    }
  }
  onProgress({ done: tasks.length, total, current: 'Translations' });
  const madeFrom: Record<string, string> = {};
  for (const translation of await readTranslations(client, pulled)) {
    const status = await settle(translation);
    if (status === 'conflict' || status === 'kept-local') continue;
    // Made from the source the server holds: the text just pulled when current (so it is stale
    // here once the local source differs from it), else an older source of the server's.
    const source = pulled.find((f) => f.path === translation.source)!;
    madeFrom[translation.path] = translation.current
      ? hashOf(source.path, source.text)
      : translation.madeFrom;
  }
  await clearConflicts(root, inStep);
  await recordUploads(root, client.server, synced, keys, new Date(), bases);
  if (Object.keys(madeFrom).length > 0) await recordMadeFrom(root, madeFrom);
  onProgress({ done: total, total, current: null });
  return report;
}
