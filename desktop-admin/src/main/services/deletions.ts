import { titleKey } from '@camino/schemas/comparison-keys';
import { GOSPEL_DELETE_MAX_DATES } from '@camino/schemas/constants';
import type { UploadStep } from '../../shared/server-types';
import type { AdminClient } from './admin-client';
import { getOrNull } from './server-read';
import type { LoadedWorkspace } from './workspace-service';
import { classifyPath } from './workspace-layout';
import { contentKeys, type WorkspaceState } from './workspace-state';

/** The gospel dates, theme titles and files the workspace holds now. */
export function heldKeys(workspace: Pick<LoadedWorkspace, 'texts'>) {
  const dates = new Set<string>();
  const titles = new Set<string>();
  const paths = new Set<string>();
  for (const { path, text } of workspace.texts) {
    paths.add(path);
    const keys = contentKeys(path, text) ?? [];
    if (path.startsWith('evangelios/')) keys.forEach((d) => dates.add(d));
    if (path.startsWith('temas/')) keys.forEach((t) => titles.add(titleKey(t)));
  }
  return { dates, titles, paths };
}

/** What was pulled from, or uploaded to, `server` under `folder` (gospel dates, theme titles). */
function recorded(state: WorkspaceState, server: string, folder: string): string[] {
  const keys = Object.entries(state.uploaded)
    .filter(([file, entry]) => file.startsWith(folder) && entry.server === server)
    .flatMap(([, entry]) => entry.keys ?? []);
  return [...new Set(keys)].sort();
}

const step = (fields: Pick<UploadStep, 'id' | 'kind' | 'label' | 'deletes'> & Partial<UploadStep>) => ({
  volume: null,
  hashes: {},
  needed: false,
  blocked: false,
  ...fields,
});

/** Chapter files pulled from (or uploaded to) `server` and no longer in the workspace, by volume. */
function goneChapterFiles(state: WorkspaceState, server: string, held: Set<string>) {
  const byVolume = new Map<number, Array<{ path: string; kind: 'main' | 'optional'; index: number }>>();
  for (const [file, entry] of Object.entries(state.uploaded)) {
    if (entry.server !== server || held.has(file)) continue;
    const { kind, volume, index, nameProblem } = classifyPath(file);
    if ((kind !== 'main' && kind !== 'optional') || volume === null || index === null || nameProblem)
      continue;
    byVolume.set(volume, [...(byVolume.get(volume) ?? []), { path: file, kind, index }]);
  }
  return byVolume;
}

/**
 * The deletions a workspace asks for: gospel dates, themes and chapter files that were pulled
 * from (or uploaded to) this server and are no longer in any file here. Only items the server still
 * holds become steps (the lists read are summaries, never the content). The server's dry run
 * then reports them `removed`, so they start unticked and the confirmation names them.
 */
export async function deletionSteps(
  client: AdminClient,
  workspace: LoadedWorkspace,
  state: WorkspaceState,
): Promise<UploadStep[]> {
  const held = heldKeys(workspace);
  const steps: UploadStep[] = [];

  const dates = recorded(state, client.server, 'evangelios/').filter((d) => !held.dates.has(d));
  if (dates.length > 0) {
    const list = await getOrNull(client, 'GET /admin/evangelios', {});
    const onServer = new Set((list?.evangelios ?? []).map((e) => e.date));
    const gone = dates.filter((d) => onServer.has(d));
    for (let i = 0; i < gone.length; i += GOSPEL_DELETE_MAX_DATES) {
      const chunk = gone.slice(i, i + GOSPEL_DELETE_MAX_DATES);
      const id = i === 0 ? 'delete-gospel' : `delete-gospel:${i / GOSPEL_DELETE_MAX_DATES + 1}`;
      steps.push(step({ id, kind: 'delete-gospel', label: chunk.join(', '), deletes: chunk }));
    }
  }

  const titles = recorded(state, client.server, 'temas/').filter((t) => !held.titles.has(titleKey(t)));
  if (titles.length > 0) {
    const list = await getOrNull(client, 'GET /admin/temas', {});
    const ids = new Map((list?.temas ?? []).map((t) => [titleKey(t.title), t.id]));
    for (const title of titles) {
      const id = ids.get(titleKey(title));
      if (id === undefined) continue;
      steps.push(
        step({ id: `delete-tema:${id}`, kind: 'delete-tema', label: title, deletes: [title], themeId: id }),
      );
    }
  }
  for (const [volume, files] of goneChapterFiles(state, client.server, held.paths)) {
    const list = await getOrNull(client, 'GET /admin/chapters/:volume', { params: { volume } });
    const stored = new Set((list?.chapters ?? []).map((c) => `${c.kind}/${c.index}`));
    for (const { path, kind, index } of files.sort((a, b) => a.index - b.index)) {
      if (!stored.has(`${kind}/${index}`)) continue;
      steps.push(
        step({
          id: `delete-${kind}:${volume}-${index}`,
          kind: kind === 'main' ? 'delete-main-file' : 'delete-optional-file',
          label: path,
          deletes: [path],
          volume,
          chapterIndex: index,
        }),
      );
    }
  }
  return steps;
}
