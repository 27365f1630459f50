import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { NewsConfigBody } from '@camino/schemas/news-config-body';
import type { PlaylistUpload } from '@camino/schemas/playlist';
import type { TemaUpload } from '@camino/schemas/tema';
import type {
  DryRunGroup,
  DryRunItem,
  DryRunReport,
  DryRunStatus,
  UploadStep,
  UploadStepKind,
} from '../../shared/server-types';
import type { WorkspaceFile } from '../../shared/workspace-types';
import type { AdminClient } from './admin-client';
import {
  compareAbout,
  compareChapter,
  compareGospelEntry,
  compareNews,
  comparePlaylist,
  compareTema,
  serverGospelDates,
  serverTemas,
  type Comparison,
} from './server-compare';
import type { LoadedWorkspace } from './workspace-service';
import { chapterZipName, playlistFileName } from '@camino/schemas/file-naming';
import { baseName } from './workspace-layout';
import type { WorkspaceState } from './workspace-state';

/** Runs `fn` over `items` with at most `limit` at a time, keeping their order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** One upload request to be: what it sends, and how each of its files compares with the server. */
interface StepPlan {
  id: string;
  kind: UploadStepKind;
  label: string;
  volume: number | null;
  group: DryRunGroup;
  files: WorkspaceFile[];
  /** Why every file of the step is held back (its volume, or its ZIP, has a problem). */
  heldBack: string | null;
  /** Names the file in the report when it is blocked. */
  itemLabel(file: WorkspaceFile): string;
  /** One comparison per thing the file holds (a gospel file holds many dates). */
  compare(file: WorkspaceFile): Promise<Array<Comparison & { label: string }>>;
}

const HELD_BACK = 'another file of this upload has problems';

/** The steps a workspace uploads in: per volume its playlist and two ZIPs, then gospel files, temas, About, news. */
function planSteps(client: AdminClient, workspace: LoadedWorkspace, state: WorkspaceState): StepPlan[] {
  const { snapshot } = workspace;
  const texts = new Map(workspace.texts.map((t) => [t.path, t.text]));
  const text = (f: WorkspaceFile) => texts.get(f.path)!;
  const data = <T>(f: WorkspaceFile) => JSON.parse(text(f)) as T;
  const ofKind = (kind: WorkspaceFile['kind']) => snapshot.files.filter((f) => f.kind === kind);
  // Fetched once, when the first file of their kind is compared.
  let gospelDates: Promise<Set<string>> | null = null;
  let temaIds: Promise<Map<string, number>> | null = null;
  const plans: StepPlan[] = [];

  for (const { volume, problemCount } of snapshot.volumes) {
    const heldBack = problemCount > 0 ? HELD_BACK : null;
    const inVolume = ofKind('playlist').filter((f) => f.volume === volume);
    plans.push({
      id: `playlist:${volume}`,
      kind: 'playlist',
      label: playlistFileName(volume),
      volume,
      group: 'playlist',
      files: inVolume,
      heldBack,
      itemLabel: () => `Volumen ${volume}`,
      compare: async (f) => [
        { label: `Volumen ${volume}`, ...(await comparePlaylist(client, volume, data<PlaylistUpload>(f))) },
      ],
    });
    for (const kind of ['main', 'optional'] as const) {
      plans.push({
        id: `${kind}:${volume}`,
        kind: kind === 'main' ? 'main-zip' : 'optional-zip',
        label: chapterZipName(kind, volume),
        volume,
        group: kind,
        files: ofKind(kind).filter((f) => f.volume === volume && f.index !== null),
        heldBack,
        itemLabel: (f) => `${volume}-${f.index}`,
        compare: async (f) => [
          {
            label: `${volume}-${f.index}`,
            ...(await compareChapter(client, kind, volume, f.index!, f.path, text(f))),
          },
        ],
      });
    }
  }

  for (const file of ofKind('gospel')) {
    const sameAsLastUpload = state.uploaded[file.path]?.hash === file.hash;
    plans.push({
      id: `gospel:${file.path}`,
      kind: 'gospel',
      label: baseName(file.path),
      volume: null,
      group: 'gospel',
      files: [file],
      heldBack: null,
      itemLabel: (f) => baseName(f.path),
      compare: async (f) => {
        const onServer = await (gospelDates ??= serverGospelDates(client));
        const value = data<GospelEntry | GospelEntry[]>(f);
        return mapLimit(Array.isArray(value) ? value : [value], 8, async (entry) => ({
          label: entry.date,
          ...(await compareGospelEntry(client, entry, onServer, sameAsLastUpload)),
        }));
      },
    });
  }

  const temas = ofKind('tema');
  plans.push({
    id: 'temas',
    kind: 'temas-zip',
    label: 'temas.zip',
    volume: null,
    group: 'tema',
    files: temas,
    heldBack: temas.some((f) => f.problems.length > 0) ? HELD_BACK : null,
    itemLabel: (f) => baseName(f.path),
    compare: async (f) => {
      const tema = data<TemaUpload>(f);
      const ids = await (temaIds ??= serverTemas(client));
      return [{ label: tema.title, ...(await compareTema(client, tema, ids)) }];
    },
  });

  const single = (kind: 'about' | 'news', label: string, compare: StepPlan['compare']): StepPlan => ({
    id: kind,
    kind,
    label,
    volume: null,
    group: kind,
    files: ofKind(kind),
    heldBack: null,
    itemLabel: () => label,
    compare,
  });
  plans.push(
    single('about', 'About', async (f) => [{ label: 'About', ...(await compareAbout(client, text(f))) }]),
  );
  plans.push(
    single('news', 'News', async (f) => [
      { label: 'News', ...(await compareNews(client, data<NewsConfigBody>(f))) },
    ]),
  );
  return plans.filter((plan) => plan.files.length > 0);
}

/** Compares a step's files (blocked ones are not asked about) and sums up the step. */
async function runPlan(plan: StepPlan): Promise<{ items: DryRunItem[]; step: UploadStep }> {
  const perFile = await mapLimit(plan.files, 8, async (file): Promise<DryRunItem[]> => {
    const own = file.problems[0] ? `${file.problems.length} problem(s): ${file.problems[0].message}` : null;
    const blocked = own ?? plan.heldBack;
    if (blocked) {
      return [
        {
          group: plan.group,
          label: plan.itemLabel(file),
          path: file.path,
          status: 'blocked',
          detail: blocked,
        },
      ];
    }
    return (await plan.compare(file)).map((c) => ({ group: plan.group, path: file.path, ...c }));
  });
  const items = perFile.flat();
  return {
    items,
    step: {
      id: plan.id,
      kind: plan.kind,
      label: plan.label,
      volume: plan.volume,
      hashes: Object.fromEntries(plan.files.map((f) => [f.path, f.hash])),
      needed: items.some((i) => i.status === 'new' || i.status === 'changed'),
      blocked: items.some((i) => i.status === 'blocked'),
    },
  };
}

/**
 * Compares the workspace with the server, reading only: what each upload would create, change
 * or leave as it is. Files with problems are `blocked`, and so is the rest of their step (a
 * volume, the temas ZIP), which will not run. Nothing is sent until the admin confirms.
 */
export async function dryRun(
  client: AdminClient,
  workspace: LoadedWorkspace,
  state: WorkspaceState,
): Promise<DryRunReport> {
  const items: DryRunItem[] = [];
  const steps: UploadStep[] = [];
  for (const plan of planSteps(client, workspace, state)) {
    const result = await runPlan(plan);
    items.push(...result.items);
    steps.push(result.step);
  }
  const counts: Record<DryRunStatus, number> = { new: 0, changed: 0, unchanged: 0, blocked: 0 };
  for (const item of items) counts[item.status] += 1;
  return { server: client.server, items, steps, counts };
}
