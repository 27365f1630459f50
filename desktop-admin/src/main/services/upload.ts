import type { Problem } from '../../shared/result';
import type {
  DryRunReport,
  FailedFile,
  StepResult,
  UploadOutcome,
  UploadProgress,
  UploadStep,
} from '../../shared/server-types';
import type { AdminClient, ApiResult } from './admin-client';
import { buildZip } from './chapter-zips';
import { loadWorkspace, type LoadedWorkspace } from './workspace-service';
import { recordUploads } from './workspace-state';

/** What the chapter and tema upload routes answer (the parts the report shows). */
interface FilesReport {
  files_processed: number;
  files_failed: number;
  failed_files: FailedFile[];
  files_unchanged?: number;
  message?: string;
}

const ROUTES = {
  playlist: '/admin/upload-playlist',
  'main-zip': '/admin/upload-main-files',
  'optional-zip': '/admin/upload-optional-files',
  'temas-zip': '/admin/upload-temas',
  gospel: '/admin/evangelios/upload',
} as const;

/** Why a step may not run now: the files differ from the dry run, or gained problems since. */
function staleReason(step: UploadStep, workspace: LoadedWorkspace): string | null {
  const now = workspace.snapshot.files.filter((f) => f.path in step.hashes);
  if (now.length !== Object.keys(step.hashes).length || now.some((f) => f.hash !== step.hashes[f.path])) {
    return 'the files changed since the dry run: run the dry run again';
  }
  if (now.some((f) => f.problems.length > 0)) return 'the files have problems: fix them first';
  return null;
}

/** Sends one step; answers the server's result and which files it took (by path). */
async function send(client: AdminClient, step: UploadStep, workspace: LoadedWorkspace) {
  const text = new Map(workspace.texts.map((t) => [t.path, t.text]));
  const paths = Object.keys(step.hashes);
  const files = paths.map((path) => ({ path, text: text.get(path)! }));
  switch (step.kind) {
    case 'playlist':
    case 'gospel':
      return {
        result: await client.upload<{ message?: string }>(
          ROUTES[step.kind],
          step.label,
          files[0]!.text,
          'application/json',
        ),
        sources: null,
      };
    case 'about':
      return {
        result: await client.postJson<{ message?: string }>('/admin/about', { content: files[0]!.text }),
        sources: null,
      };
    case 'news':
      return {
        result: await client.putJson<{ message?: string }>('/admin/news-config', JSON.parse(files[0]!.text)),
        sources: null,
      };
    default: {
      const zip = await buildZip(step.label, files);
      return {
        result: await client.upload<FilesReport>(ROUTES[step.kind], zip.name, zip.data, 'application/zip'),
        sources: zip.sources,
      };
    }
  }
}

function failed(step: UploadStep, message: string, problems: Problem[] = []): StepResult {
  return { id: step.id, label: step.label, ok: false, message, failedFiles: [], problems };
}

/**
 * Runs the chosen steps of a dry run, one request at a time, reporting progress. Each step is
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
    const { result, sources } = await send(client, step, workspace);
    results.push(await settle(step, result, sources, root, client.server));
    if (!result.ok && result.status === 401) sessionExpired = true;
  }
  onProgress({ done: chosen.length, total: chosen.length, current: null });
  return { results, sessionExpired };
}

async function settle(
  step: UploadStep,
  result: ApiResult<FilesReport | { message?: string }>,
  sources: Record<string, string> | null,
  root: string,
  server: string,
): Promise<StepResult> {
  if (!result.ok) {
    const message = result.status === 401 ? 'the session expired: connect again' : result.message;
    return failed(step, message, result.problems);
  }
  const body = (result.body ?? {}) as Partial<FilesReport> & { message?: string };
  const failedFiles = body.failed_files ?? [];
  // Entries are named by base name (or a folder path) in the server's report.
  const refused = new Set(failedFiles.map((f) => sources?.[f.name.split('/').at(-1)!]).filter(Boolean));
  const accepted = Object.fromEntries(Object.entries(step.hashes).filter(([path]) => !refused.has(path)));
  await recordUploads(root, server, accepted);
  return {
    id: step.id,
    label: step.label,
    ok: failedFiles.length === 0,
    message: body.message ?? 'uploaded',
    processed: body.files_processed,
    unchanged: body.files_unchanged,
    failedFiles,
    problems: [],
  };
}
