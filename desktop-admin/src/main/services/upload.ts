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
import { buildZip } from './chapter-zips';
import { loadWorkspace, type LoadedWorkspace } from './workspace-service';
import { recordUploads } from './workspace-state';

/** The contract route each kind of step is sent to. */
const STEP_ROUTES = {
  playlist: 'POST /admin/upload-playlist',
  gospel: 'POST /admin/evangelios/upload',
  'main-zip': 'POST /admin/upload-main-files',
  'optional-zip': 'POST /admin/upload-optional-files',
  'temas-zip': 'POST /admin/upload-temas',
  about: 'POST /admin/about',
  news: 'PUT /admin/news-config',
} as const satisfies Record<UploadStepKind, ApiRouteKey>;

type StepRoute = (typeof STEP_ROUTES)[UploadStepKind];

/** What any step's route answers on success. */
type StepAnswer = { [K in StepRoute]: ApiResponse<K> }[StepRoute];

/** Why a step may not run now: the files differ from the dry run, or gained problems since. */
function staleReason(step: UploadStep, workspace: LoadedWorkspace): string | null {
  const now = workspace.snapshot.files.filter((f) => f.path in step.hashes);
  if (now.length !== Object.keys(step.hashes).length || now.some((f) => f.hash !== step.hashes[f.path])) {
    return 'the files changed since the dry run: run the dry run again';
  }
  if (now.some((f) => f.problems.length > 0)) return 'the files have problems: fix them first';
  return null;
}

/**
 * What one step sends, built once from the workspace at dry-run time: the same bytes go to the
 * server's dry run and, if the admin chooses the step, to the real upload. `sources` maps a ZIP
 * entry's name to its workspace path (the server's report names entries).
 */
export type StepPayload =
  | {
      kind: 'file';
      file: { name: string; data: Uint8Array | string; mimeType: string };
      sources: Record<string, string> | null;
    }
  | { kind: 'body'; body: unknown; sources: null };

/** Builds a step's request from the workspace's texts (a ZIP is built here, exactly once). */
export async function buildPayload(step: UploadStep, workspace: LoadedWorkspace): Promise<StepPayload> {
  const text = new Map(workspace.texts.map((t) => [t.path, t.text]));
  const files = Object.keys(step.hashes).map((path) => ({ path, text: text.get(path)! }));
  switch (step.kind) {
    case 'playlist':
    case 'gospel':
      return {
        kind: 'file',
        file: { name: step.label, data: files[0]!.text, mimeType: 'application/json' },
        sources: null,
      };
    case 'about':
      return { kind: 'body', body: { content: files[0]!.text }, sources: null };
    case 'news':
      return { kind: 'body', body: JSON.parse(files[0]!.text), sources: null };
    default: {
      const zip = await buildZip(step.label, files);
      return {
        kind: 'file',
        file: { name: zip.name, data: zip.data, mimeType: 'application/zip' },
        sources: zip.sources,
      };
    }
  }
}

/** Sends a step's payload, for real or (`dryRun`) as the server's dry run, which writes nothing. */
export function sendPayload(
  client: AdminClient,
  step: UploadStep,
  payload: StepPayload,
  dryRun = false,
): Promise<ApiResult<StepAnswer>> {
  const query = dryRun ? { dry_run: '1' as const } : undefined;
  const route = STEP_ROUTES[step.kind];
  const request = payload.kind === 'file' ? { file: payload.file, query } : { body: payload.body, query };
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

function failed(step: UploadStep, message: string, problems: Problem[] = []): StepResult {
  return { id: step.id, label: step.label, ok: false, message, failedFiles: [], problems };
}

/**
 * Runs the chosen steps of a dry run (only those), one request at a time, reporting progress,
 * sending the payloads the dry run built and checked with the server. Each step is
 * re-checked against the workspace first (nothing changed or broke since the dry run). A step
 * that succeeds records its files' hashes in `.camino-state.json` (files the server refused
 * excepted); a failed step changes nothing locally and can simply be run again.
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
  const workspace = await loadWorkspace(root);
  const results: StepResult[] = [];
  let sessionExpired = false;
  for (const [done, step] of chosen.entries()) {
    onProgress({ done, total: chosen.length, current: step.label });
    if (sessionExpired) {
      results.push(failed(step, 'not sent: the session expired'));
      continue;
    }
    const stale = step.blocked ? 'blocked by problems' : staleReason(step, workspace);
    if (stale) {
      results.push(failed(step, stale));
      continue;
    }
    // The payload the dry run sent (same bytes); built now only for a step it did not check.
    const payload = payloads.get(step.id) ?? (await buildPayload(step, workspace));
    const result = await sendPayload(client, step, payload);
    results.push(await settle(step, result, payload.sources, root, client.server));
    if (!result.ok && result.status === 401) sessionExpired = true;
  }
  onProgress({ done: chosen.length, total: chosen.length, current: null });
  return { results, sessionExpired };
}

async function settle(
  step: UploadStep,
  result: ApiResult<StepAnswer>,
  sources: Record<string, string> | null,
  root: string,
  server: string,
): Promise<StepResult> {
  if (!result.ok) {
    const message = result.status === 401 ? 'the session expired: connect again' : result.message;
    return failed(step, message, result.problems);
  }
  const { message, processed, unchanged, failedFiles } = summary(result.body);
  // Entries are named by base name (or a folder path) in the server's report.
  const refused = new Set(failedFiles.map((f) => sources?.[f.name.split('/').at(-1)!]).filter(Boolean));
  const accepted = Object.fromEntries(Object.entries(step.hashes).filter(([path]) => !refused.has(path)));
  await recordUploads(root, server, accepted);
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
