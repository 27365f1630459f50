import { coded, problemAt } from '@camino/schemas/messages/render-problem';
import { fail, ok, type Result } from '../../shared/result';
import type {
  ConflictChoice,
  ConflictView,
  ConnectionInfo,
  ConnectRequest,
  DryRunReport,
  PullProgress,
  PullReport,
  PullRequest,
  ServerTranslations,
  UploadOutcome,
  UploadProgress,
} from '../../shared/server-types';
import { createAdminClient, login, normalizeServerUrl } from './admin-client';
import { createDeviceTokens, type DeviceTokens } from './device-tokens';
import { needsInsecureConfirmation, INSECURE_POINTER } from './insecure-server';
import { conflictView, resolveConflict } from './conflicts';
import { dryRun } from './dry-run';
import { ServerCallError } from './server-read';
import { pullContent } from './pull';
import type { StepPayload } from './step-payloads';
import { serverTranslations } from './server-translations';
import { runUpload } from './upload';
import { readContentFiles } from './workspace-files';
import { loadWorkspace } from './workspace-service';
import { readState } from './workspace-state';

/**
 * The connection to a server and the publishing flow: connect, dry run, upload. The token lives
 * only in this closure, in main's memory: never in a file, never sent to the renderer. The last
 * dry run is kept here too, so an upload runs exactly the steps the admin was shown.
 */
export function createPublishService(options: {
  currentRoot: () => string | null;
  fetch?: typeof fetch;
  /** Where the servers' device tokens are kept (index.ts: a file in the app's data folder). */
  deviceTokens?: DeviceTokens;
}) {
  const fetchImpl = options.fetch ?? fetch;
  const devices = options.deviceTokens ?? createDeviceTokens();
  let session: { server: string; username: string; token: string } | null = null;
  // The last dry run, with the exact payloads it sent to the server's dry run (by step id).
  let lastReport: { root: string; report: DryRunReport; payloads: Map<string, StepPayload> } | null = null;

  const status = (): ConnectionInfo | null =>
    session ? { server: session.server, username: session.username } : null;
  const client = () => createAdminClient(session!.server, session!.token, fetchImpl);
  const expire = () => {
    session = null;
    return fail(coded('session_expired'));
  };

  return {
    status,

    async connect(request: ConnectRequest): Promise<Result<ConnectionInfo>> {
      const server = normalizeServerUrl(request?.server ?? '');
      if (!server) return fail(coded('server_address'), '/server');
      if (!request.username) return fail(coded('required'), '/username');
      if (!request.password) return fail(coded('required'), '/password');
      if (needsInsecureConfirmation(server) && request.confirmInsecure !== true)
        return fail(coded('insecure_password'), INSECURE_POINTER);
      const known = await devices.get(server, request.username);
      const result = await login(server, request.username, request.password, fetchImpl, known);
      if (!result.ok) return { ok: false, problems: [problemAt('', result.problem), ...result.problems] };
      if (result.body.deviceToken) await devices.set(server, request.username, result.body.deviceToken);
      session = { server, username: request.username, token: result.body.token };
      lastReport = null;
      return ok(status()!);
    },

    disconnect(): void {
      session = null;
      lastReport = null;
    },

    async dryRun(): Promise<Result<DryRunReport>> {
      const root = options.currentRoot();
      if (!root) return fail(coded('no_workspace'));
      if (!session) return fail(coded('not_connected'));
      try {
        const workspace = await loadWorkspace(root);
        const { report, payloads } = await dryRun(client(), workspace, await readState(root));
        lastReport = { root, report, payloads };
        return ok(report);
      } catch (err) {
        if (!(err instanceof ServerCallError)) throw err;
        if (err.result.status === 401) return expire();
        return { ok: false, problems: [problemAt('', err.result.problem), ...err.result.problems] };
      }
    },

    /** Each translation's status on the server, for the sources of the open workspace. */
    async translations(): Promise<Result<ServerTranslations>> {
      const root = options.currentRoot();
      if (!root) return fail(coded('no_workspace'));
      if (!session) return fail(coded('not_connected'));
      try {
        return ok(await serverTranslations(client(), { texts: await readContentFiles(root) }));
      } catch (err) {
        if (!(err instanceof ServerCallError)) throw err;
        if (err.result.status === 401) return expire();
        return { ok: false, problems: [problemAt('', err.result.problem), ...err.result.problems] };
      }
    },

    /** Pulls the chosen parts of the live content into the open workspace (see pull.ts). */
    async pull(request: PullRequest, onProgress?: (p: PullProgress) => void): Promise<Result<PullReport>> {
      const root = options.currentRoot();
      if (!root) return fail(coded('no_workspace'));
      if (!session) return fail(coded('not_connected'));
      try {
        const report = await pullContent(client(), root, request ?? {}, onProgress);
        // What the last dry run compared may have changed under it.
        lastReport = null;
        return ok(report);
      } catch (err) {
        if (!(err instanceof ServerCallError)) throw err;
        if (err.result.status === 401) return expire();
        return { ok: false, problems: [problemAt('', err.result.problem), ...err.result.problems] };
      }
    },

    /** Both sides of a file in conflict with the server (no connection needed: both are kept here). */
    async conflict(file: string): Promise<Result<ConflictView>> {
      const root = options.currentRoot();
      return root ? conflictView(root, file) : fail(coded('no_workspace'));
    },

    /** Ends a conflict as the admin chose (conflicts.ts); the last dry run no longer holds. */
    async resolveConflict(file: string, choice: ConflictChoice, merged?: string): Promise<Result<void>> {
      const root = options.currentRoot();
      if (!root) return fail(coded('no_workspace'));
      lastReport = null;
      return resolveConflict(root, file, choice, merged);
    },

    /** Runs steps of the last dry run (by id); a step not in it is ignored. */
    async upload(
      stepIds: string[],
      onProgress?: (p: UploadProgress) => void,
    ): Promise<Result<UploadOutcome>> {
      const root = options.currentRoot();
      if (!session) return fail(coded('not_connected'));
      if (!lastReport || lastReport.root !== root) return fail(coded('dry_run_first'));
      if (!Array.isArray(stepIds) || stepIds.some((id) => typeof id !== 'string'))
        return fail(coded('type_string'), '/stepIds');
      const { report, payloads } = lastReport;
      const outcome = await runUpload(client(), lastReport.root, report, stepIds, onProgress, payloads);
      if (outcome.sessionExpired) session = null;
      return ok({ results: outcome.results });
    },
  };
}

export type PublishService = ReturnType<typeof createPublishService>;
