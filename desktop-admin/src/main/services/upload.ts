import { coded, problemText, type Coded } from '@camino/schemas/messages/render-problem';
import { readFile } from 'node:fs/promises';
import { titleKey } from '@camino/schemas/comparison-keys';
import type { FailedFile } from '@camino/schemas/api/admin-content';
import type { ApiResponse, ApiRouteKey } from '@camino/schemas/api/routes';
import type { Problem } from '../../shared/result';
import type {
  DryRunReport,
  StepResult,
  UploadOutcome,
  UploadProgress,
  UploadStep,
  UploadStepKind,
} from '../../shared/server-types';
import type { AdminClient, ApiResult } from './admin-client';
import { baseItemOf, conflictFromServer, isStaleBase, serverItem } from './conflicts';
import { heldKeys } from './deletions';
import type { StepPayload } from './step-payloads';
import { fileHash } from './validate-workspace';
import { readContentFiles, resolveInside, type FileText } from './workspace-files';
import { forgetDeleted, recordMadeFrom, recordUploads } from './workspace-state';

/** The contract route each kind of step is sent to. */
const STEP_ROUTES = {
  playlist: 'POST /admin/upload-playlist',
  gospel: 'POST /admin/evangelios/upload',
  'main-zip': 'POST /admin/upload-main-files',
  'optional-zip': 'POST /admin/upload-optional-files',
  'temas-zip': 'POST /admin/upload-temas',
  about: 'POST /admin/about',
  news: 'PUT /admin/news-config',
  image: 'POST /admin/image-config',
  'button-evangelio': 'POST /admin/evangelio-button-config',
  'button-topics': 'POST /admin/topics-button-config',
  'delete-gospel': 'DELETE /admin/evangelios',
  'delete-tema': 'DELETE /admin/tema/:id',
  'delete-main-file': 'DELETE /admin/chapters/:volume/:index',
  'delete-optional-file': 'DELETE /admin/chapters/:volume/:index',
  path: 'PUT /admin/path',
  translation: 'PUT /admin/translation',
} as const satisfies Record<UploadStepKind, ApiRouteKey>;

/** The `?kind=` of each chapter file deletion. */
const CHAPTER_DELETIONS = { 'delete-main-file': 'main', 'delete-optional-file': 'optional' } as const;

type StepRoute = (typeof STEP_ROUTES)[UploadStepKind];

/** What any step's route answers on success. */
type StepAnswer = { [K in StepRoute]: ApiResponse<K> }[StepRoute];

/** A workspace file's content hash now, or null when it cannot be read. */
async function localHash(root: string, file: string): Promise<string | null> {
  const absolute = resolveInside(root, file);
  const text = absolute ? await readFile(absolute, 'utf8').catch(() => null) : null;
  return text === null ? null : fileHash(file, text);
}

/** Whether a step's own files differ from the dry run's (one of them changed, or is gone). */
async function filesChanged(step: UploadStep, root: string): Promise<boolean> {
  for (const [file, hash] of Object.entries(step.hashes)) {
    const absolute = resolveInside(root, file);
    const text = absolute ? await readFile(absolute, 'utf8').catch(() => null) : null;
    if (text === null || fileHash(file, text) !== hash) return true;
  }
  return false;
}

/**
 * Why a step may not run now. A step sends the payload its dry run read and the server checked,
 * so only the step's own files are read again, to refuse one edited since: the same bytes have
 * the same problems as when the dry run blocked or passed them. A deletion runs only while what
 * it deletes is still gone from the workspace (`held`: the gospel dates, theme titles and files
 * held now).
 */
async function staleReason(
  step: UploadStep,
  root: string,
  held: () => Promise<ReturnType<typeof heldKeys>>,
): Promise<Coded | null> {
  if (step.blocked) return coded('step_blocked');
  if (step.deletes) {
    const { dates, titles, paths } = await held();
    const back = step.deletes.some((k) =>
      step.kind === 'delete-gospel'
        ? dates.has(k)
        : step.kind === 'delete-tema'
          ? titles.has(titleKey(k))
          : paths.has(k),
    );
    return back ? coded('step_held_again') : null;
  }
  return (await filesChanged(step, root)) ? coded('step_files_changed') : null;
}

/** Sends a step's payload, for real or (`dryRun`) as the server's dry run, which writes nothing. */
export function sendPayload(
  client: AdminClient,
  step: UploadStep,
  payload: StepPayload,
  dryRun = false,
): Promise<ApiResult<StepAnswer>> {
  const flags = {
    ...(dryRun ? { dry_run: '1' as const } : {}),
    ...(step.base ? { base: step.base } : {}),
  };
  // A route that takes no query is sent none, as before bases.
  const dryRunQuery = Object.keys(flags).length > 0 ? flags : undefined;
  const route = STEP_ROUTES[step.kind];
  const chapterKind = CHAPTER_DELETIONS[step.kind as keyof typeof CHAPTER_DELETIONS];
  const query = chapterKind ? { kind: chapterKind, ...dryRunQuery } : dryRunQuery;
  const params =
    step.kind === 'delete-tema'
      ? { id: step.themeId! }
      : chapterKind
        ? { volume: step.volume!, index: step.chapterIndex! }
        : undefined;
  const request =
    payload.kind === 'file'
      ? { file: payload.file, query }
      : { body: payload.body ?? undefined, query, params };
  // One route per kind; the request shape matches it by construction above.
  return client.send(route, request as never) as Promise<ApiResult<StepAnswer>>;
}

/** What the report shows of an answer: only the ZIP uploads report files, only some answer a message. */
function summary(answer: StepAnswer): {
  message: string;
  processed?: number;
  unchanged?: number;
  failedFiles: FailedFile[];
} {
  const message = 'message' in answer ? answer.message : 'uploaded';
  if (!('failed_files' in answer)) return { message, failedFiles: [] };
  return {
    message,
    processed: answer.files_processed,
    unchanged: 'files_unchanged' in answer ? answer.files_unchanged : undefined,
    failedFiles: answer.failed_files,
  };
}

function failed(step: UploadStep, reason: Coded, problems: Problem[] = []): StepResult {
  const message = problemText(reason);
  return { id: step.id, label: step.label, ok: false, message, reason, failedFiles: [], problems };
}

/**
 * Runs the chosen steps of a dry run (only those), one request at a time, reporting progress,
 * sending the payloads the dry run read and checked with the server (a ZIP is the packed file).
 * Each step is re-checked first (its files unchanged since the dry run); nothing else of the
 * workspace is read or validated again. A step that succeeds records its files' hashes in
 * `.camino-state.json` (files the server refused excepted); a failed step changes nothing
 * locally and can simply be run again.
 */
export async function runUpload(
  client: AdminClient,
  root: string,
  report: DryRunReport,
  stepIds: string[],
  onProgress: (progress: UploadProgress) => void = () => {},
  payloads: ReadonlyMap<string, StepPayload> = new Map(),
): Promise<UploadOutcome & { sessionExpired: boolean }> {
  const chosen = report.steps.filter((s) => stepIds.includes(s.id));
  // Only a deletion needs the workspace's other files (which gospel dates and themes it holds):
  // read once, on the first deletion, without validating them.
  let files: Promise<FileText[]> | null = null;
  const workspaceFiles = () => (files ??= readContentFiles(root));
  const held = async () => heldKeys({ texts: await workspaceFiles() });
  const results: StepResult[] = [];
  let sessionExpired = false;
  for (const [done, step] of chosen.entries()) {
    onProgress({ done, total: chosen.length, current: step.label });
    if (sessionExpired) {
      results.push(failed(step, coded('step_not_sent')));
      continue;
    }
    const stale = await staleReason(step, root, held);
    if (stale) {
      results.push(failed(step, stale));
      continue;
    }
    // Exactly the payload the server's dry run checked; a step it did not check is not sent.
    const payload = payloads.get(step.id);
    if (!payload) {
      results.push(failed(step, coded('step_not_checked')));
      continue;
    }
    const result = await sendPayload(client, step, payload);
    results.push(
      await settle(step, result, payload, { client, root, server: client.server, workspaceFiles }),
    );
    if (!result.ok && result.status === 401) sessionExpired = true;
  }
  onProgress({ done: chosen.length, total: chosen.length, current: null });
  return { results, sessionExpired };
}

/**
 * The base of a published base-taking file, read back from the server: recorded only while the
 * server still holds what was just sent (if another publish already landed, none is recorded and
 * the next pull decides).
 */
async function newBases(client: AdminClient, step: UploadStep): Promise<Record<string, string>> {
  const [file, hash] = Object.entries(step.hashes)[0] ?? [];
  if (!file || !hash || Object.keys(step.hashes).length !== 1 || !baseItemOf(file)) return {};
  const now = await serverItem(client, file).catch(() => null);
  return now?.text != null && fileHash(file, now.text) === hash ? { [file]: now.base } : {};
}

/** Where a settled step is recorded: the workspace, the server, and its files when a deletion needs them. */
interface SettleContext {
  client: AdminClient;
  root: string;
  server: string;
  workspaceFiles: () => Promise<FileText[]>;
}

async function settle(
  step: UploadStep,
  result: ApiResult<StepAnswer>,
  payload: StepPayload,
  { client, root, server, workspaceFiles }: SettleContext,
): Promise<StepResult> {
  if (isStaleBase(result)) {
    // Someone published the item since this step's base: nothing was written on either side.
    const file = await conflictFromServer(client, root, Object.keys(step.hashes));
    if (file) return { ...failed(step, coded('step_conflict')), conflict: true };
  }
  if (!result.ok) {
    const reason = result.status === 401 ? coded('session_expired') : result.problem;
    return failed(step, reason, result.problems);
  }
  const { message, processed, unchanged, failedFiles } = summary(result.body);
  // Entries are named by base name (or a folder path) in the server's report.
  const { sources } = payload;
  const refused = new Set(failedFiles.map((f) => sources?.[f.name.split('/').at(-1)!]).filter(Boolean));
  const accepted = Object.fromEntries(Object.entries(step.hashes).filter(([path]) => !refused.has(path)));
  const keys = Object.fromEntries(Object.keys(accepted).map((p) => [p, payload.keys[p]]));
  const state = await recordUploads(root, server, accepted, keys, new Date(), await newBases(client, step));
  if (step.translation && failedFiles.length === 0) {
    // The server stamps it as made from the source it holds: as far as this workspace knows, the
    // source as last uploaded or pulled (this run's source step has recorded it by now).
    const source = step.translation.source;
    const madeFrom = state.uploaded[source]?.hash ?? (await localHash(root, source));
    if (madeFrom)
      await recordMadeFrom(root, Object.fromEntries(Object.keys(accepted).map((p) => [p, madeFrom])));
  }
  if (step.deletes) {
    const present = new Set((await workspaceFiles()).map((file) => file.path));
    await forgetDeleted(root, step.deletes, (file) => present.has(file));
  }
  return {
    id: step.id,
    label: step.label,
    ok: failedFiles.length === 0,
    message,
    processed,
    unchanged,
    failedFiles,
    problems: [],
  };
}
