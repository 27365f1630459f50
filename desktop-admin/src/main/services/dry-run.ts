import { coded, type Coded } from '@camino/schemas/messages/render-problem';
import { titleKey } from '@camino/schemas/comparison-keys';
import { chapterZipName, playlistFileName } from '@camino/schemas/file-naming';
import {
  GROUP_OF_STEP,
  type DryRunGroup,
  type DryRunItem,
  type DryRunReport,
  type DryRunStatus,
  type ServerChange,
  type UploadStep,
  type UploadStepKind,
} from '../../shared/server-types';
import type { WorkspaceFile } from '../../shared/workspace-types';
import type { AdminClient } from './admin-client';
import { conflictedFile, conflictFromServer, isStaleBase, stepBase } from './conflicts';
import { deletionSteps } from './deletions';
import { ServerCallError } from './server-read';
import { stepPayload, type StepPayload } from './step-payloads';
import { sendPayload } from './upload';
import { translationKey } from './translation-place';
import { baseName } from './workspace-layout';
import type { LoadedWorkspace } from './workspace-service';
import type { WorkspaceState } from './workspace-state';

/** One upload request to be: what it sends, and which group its items are listed under. */
interface StepPlan {
  step: UploadStep;
  group: DryRunGroup;
  files: WorkspaceFile[];
  /** Why every file of the step is held back (its volume, or the themes, have a problem). */
  heldBack: Coded | null;
}

const HELD_BACK = coded('step_held_back');
const CONFLICT = coded('step_conflict');

function plan(
  kind: UploadStepKind,
  id: string,
  label: string,
  volume: number | null,
  files: WorkspaceFile[],
) {
  const step: UploadStep = {
    id,
    kind,
    label,
    volume,
    hashes: Object.fromEntries(files.map((f) => [f.path, f.hash])),
    needed: false,
    blocked: false,
  };
  return { step, group: GROUP_OF_STEP[kind], files, heldBack: null as Coded | null };
}

/**
 * The steps a workspace uploads in: per volume its playlist and two ZIPs, then gospel files,
 * themes, reading paths, About, news, the settings, and last each translation.
 */
function planSteps(workspace: LoadedWorkspace): StepPlan[] {
  const { snapshot } = workspace;
  const ofKind = (kind: WorkspaceFile['kind']) => snapshot.files.filter((f) => f.kind === kind);
  const plans: StepPlan[] = [];
  for (const { volume, problemCount } of snapshot.volumes) {
    const heldBack = problemCount > 0 ? HELD_BACK : null;
    const inVolume = (kind: WorkspaceFile['kind']) =>
      ofKind(kind).filter((f) => f.volume === volume && (kind === 'playlist' || f.index !== null));
    plans.push({
      ...plan('playlist', `playlist:${volume}`, playlistFileName(volume), volume, inVolume('playlist')),
      heldBack,
    });
    for (const kind of ['main', 'optional'] as const) {
      const stepKind = kind === 'main' ? 'main-zip' : 'optional-zip';
      const files = inVolume(kind);
      plans.push({
        ...plan(stepKind, `${kind}:${volume}`, chapterZipName(kind, volume), volume, files),
        heldBack,
      });
    }
  }
  for (const file of ofKind('gospel')) {
    plans.push(plan('gospel', `gospel:${file.path}`, baseName(file.path), null, [file]));
  }
  const temas = ofKind('tema');
  plans.push({
    ...plan('temas-zip', 'temas', 'temas.zip', null, temas),
    heldBack: temas.some((f) => f.problems.length > 0) ? HELD_BACK : null,
  });
  // A reading path is published whole, one request per file (`PUT /admin/path`).
  for (const file of ofKind('path')) {
    plans.push(plan('path', `path:${file.path}`, baseName(file.path), null, [file]));
  }
  plans.push(plan('about', 'about', 'About', null, ofKind('about')));
  plans.push(plan('news', 'news', 'News', null, ofKind('news')));
  plans.push(plan('image', 'image', 'Featured image', null, ofKind('image')));
  plans.push(plan('button-evangelio', 'button:evangelio', 'Gospel button', null, ofKind('buttons')));
  plans.push(plan('button-topics', 'button:topics', 'Topics button', null, ofKind('buttons')));
  // Last, so that a source published in the same run is there when its translation arrives.
  plans.push(...translationPlans(workspace));
  return plans.filter((p) => p.files.length > 0);
}

/**
 * One step per translation file changed since its last upload or pull, sent to
 * `PUT /admin/translation` as `{kind, key, lang, content}`. One unchanged here is not sent again:
 * the server would stamp it as made from its source as it is now, which would call an out-of-date
 * translation up to date without anyone reading it. Its key is read from its source (a tema's from
 * the source's title); a translation whose source does not say it is held back, as is one with
 * problems.
 */
function translationPlans(workspace: LoadedWorkspace): StepPlan[] {
  const checked = new Map(workspace.snapshot.files.map((f) => [f.path, f]));
  const texts = new Map(workspace.texts.map((t) => [t.path, t.text]));
  return workspace.snapshot.files
    .filter((f) => f.translationOf && f.uploadState !== 'uploaded')
    .map((file) => {
      const { source, lang, kind } = file.translationOf!;
      let data: unknown;
      try {
        data = kind === 'tema' ? JSON.parse(texts.get(source) ?? '') : undefined;
      } catch {
        data = undefined;
      }
      const sourceFile = checked.get(source);
      const key = sourceFile ? translationKey(kind, { ...sourceFile, data }) : null;
      const p = plan('translation', `translation:${file.path}`, baseName(file.path), file.volume, [file]);
      return {
        ...p,
        step: { ...p.step, ...(key !== null ? { translation: { kind, key, lang, source } } : {}) },
        heldBack: key === null ? HELD_BACK : null,
      };
    });
}

/** Names one item of the server's dry run as the table lists it, with the file it comes from. */
function itemOf(p: StepPlan, change: ServerChange, titles: Map<string, { title: string; path: string }>) {
  const status: DryRunStatus = change.status;
  const base = { group: p.group, status, path: p.files[0]?.path ?? '' };
  if (p.step.kind === 'translation') return { ...base, label: p.step.label };
  switch (change.kind) {
    case 'playlist':
      return { ...base, label: `Volumen ${change.key}` };
    case 'main_file':
    case 'optional_file': {
      const [volume, index] = change.key.split('/').map(Number);
      const file = p.files.find((f) => f.volume === volume && f.index === index);
      // A deletion step has no files: the path is the one it deletes.
      return { ...base, label: `${volume}-${index}`, path: file?.path ?? p.step.deletes?.[0] ?? '' };
    }
    case 'tema': {
      const local = titles.get(change.key);
      return { ...base, label: local?.title ?? p.step.deletes?.[0] ?? change.key, path: local?.path ?? '' };
    }
    case 'about':
      return { ...base, label: 'About' };
    case 'news':
      return { ...base, label: 'News' };
    case 'image':
    case 'settings':
      return { ...base, label: p.step.label };
    default:
      return { ...base, label: change.key };
  }
}

/**
 * A translation step's one item when the server's dry run lists no field changes: new when never
 * sent from here, unchanged when sent as it is, else changed.
 */
function translationChange(p: StepPlan): ServerChange[] {
  const file = p.files[0];
  if (p.step.kind !== 'translation' || !file || !p.step.translation) return [];
  const status =
    file.uploadState === 'never' ? 'new' : file.uploadState === 'uploaded' ? 'unchanged' : 'changed';
  return [{ kind: p.step.translation.kind, key: p.step.translation.key, status } as ServerChange];
}

/** Every file of a step that will not run, as a blocked item saying why. */
function blockedItems(p: StepPlan, why: Pick<DryRunItem, 'reason' | 'pack' | 'problems'>): DryRunItem[] {
  return p.files.map((file) => {
    return {
      group: p.group,
      label:
        file.kind === 'playlist'
          ? `Volumen ${file.volume}`
          : file.index !== null && file.kind !== 'translation'
            ? `${file.volume}-${file.index}`
            : baseName(file.path),
      path: file.path,
      status: 'blocked',
      ...(file.problems.length > 0 ? { problems: file.problems } : why),
    };
  });
}

/**
 * The dry run: each step's payload (a ZIP step's is the file Pack wrote) is sent to the server's
 * own dry run (`?dry_run=1`, which writes nothing), and every item in the report, with its
 * status and field-level changes, is what the server answered; nothing is downloaded to compare.
 * Files with problems, and the rest of their step, are `blocked` and not sent; so is a ZIP step
 * whose pack is missing or older than its files. The payloads are kept so that the upload sends
 * exactly these bytes. A step whose file is in conflict with the server (a pull found it so, or
 * the server refuses its base now) is blocked until the admin resolves it (conflicts.ts).
 */
export async function dryRun(
  client: AdminClient,
  workspace: LoadedWorkspace,
  state: WorkspaceState,
): Promise<{ report: DryRunReport; payloads: Map<string, StepPayload> }> {
  const texts = new Map(workspace.texts.map((t) => [t.path, t.text]));
  const titles = new Map<string, { title: string; path: string }>();
  for (const file of workspace.snapshot.files.filter((f) => f.kind === 'tema')) {
    try {
      const title = (JSON.parse(texts.get(file.path)!) as { title: string }).title;
      titles.set(titleKey(title), { title, path: file.path });
    } catch {
      // A broken theme is blocked anyway.
    }
  }
  const plans = planSteps(workspace);
  for (const step of await deletionSteps(client, workspace, state)) {
    plans.push({ step, group: GROUP_OF_STEP[step.kind], files: [], heldBack: null });
  }
  const payloads = new Map<string, StepPayload>();
  const items: DryRunItem[] = [];
  const steps: UploadStep[] = [];
  for (const p of plans) {
    const paths = p.files.map((f) => f.path);
    const base = stepBase(paths, state);
    const step: UploadStep = { ...p.step, ...(base ? { base } : {}) };
    const conflicted = conflictedFile(paths, state);
    if (conflicted) {
      items.push(...blockedItems(p, { reason: CONFLICT }));
      steps.push({ ...step, blocked: true, conflict: { path: conflicted } });
      continue;
    }
    if (p.heldBack || p.files.some((f) => f.problems.length > 0)) {
      items.push(...blockedItems(p, { reason: p.heldBack ?? HELD_BACK }));
      steps.push({ ...step, blocked: true });
      continue;
    }
    const payload = await stepPayload(step, workspace);
    if (!payload.ok) {
      items.push(...blockedItems(p, { pack: payload.pack }));
      steps.push({ ...step, blocked: true, pack: payload.pack });
      continue;
    }
    const result = await sendPayload(client, step, payload.payload, true);
    // Changed on the server since this file's base: a conflict now, shown as a pull's would be.
    const conflict = isStaleBase(result) ? await conflictFromServer(client, workspace.root, paths) : null;
    if (conflict) {
      items.push(...blockedItems(p, { reason: CONFLICT }));
      steps.push({ ...step, blocked: true, conflict: { path: conflict } });
      continue;
    }
    if (!result.ok) {
      if (result.status === 401) throw new ServerCallError(result, "the server's dry run");
      // A refused translation is listed with the server's problems, as a refused file of a ZIP is.
      const problems =
        step.kind === 'translation' && result.problems.length > 0 ? result.problems : undefined;
      items.push(...blockedItems(p, { reason: result.problem, ...(problems ? { problems } : {}) }));
      steps.push({ ...step, blocked: true, serverRefusal: result.problem });
      continue;
    }
    payloads.set(step.id, payload.payload);
    const answer = result.body as { changes?: ServerChange[]; impact?: UploadStep['impact'] };
    const changes = answer.changes ?? translationChange(p);
    items.push(...changes.map((c) => itemOf(p, c, titles)));
    steps.push({
      ...step,
      needed: changes.some((c) => c.status !== 'unchanged'),
      serverChanges: changes,
      ...(answer.impact ? { impact: answer.impact } : {}),
    });
  }
  const counts: Record<DryRunStatus, number> = { new: 0, changed: 0, unchanged: 0, removed: 0, blocked: 0 };
  for (const item of items) counts[item.status] += 1;
  return { report: { server: client.server, items, steps, counts }, payloads };
}
