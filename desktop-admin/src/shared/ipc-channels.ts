/**
 * The one map of IPC channels, shared by main (which handles them) and the preload (which
 * exposes them as `window.api`). A channel is `{namespace}:{method}` and appears in the renderer
 * as `api.{namespace}.{method}`; an event `{namespace}:{name}` as `api.{namespace}.on{Name}`.
 */
import type { EditorSchema } from './editor-schema';
import type { Result } from './result';
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
} from './server-types';
import type { NewFileRequest, NewFileResult, WorkspaceChanged } from './workspace-edit-types';
import type { ImportReport, PackReport, WorkspaceSnapshot } from './workspace-types';

export interface IpcChannels {
  /** Asks for a folder with the system dialog; null when cancelled. */
  'workspace:chooseFolder': () => string | null;
  /** Asks for a `Vol_{n}_main.zip` / `Vol_{n}_optional.zip`; null when cancelled. */
  'workspace:chooseZip': () => string | null;
  'workspace:open': (folder: string) => Result<WorkspaceSnapshot>;
  /** Starts an empty workspace (the folder layout only, no content file) in an empty folder. */
  'workspace:create': (folder: string) => Result<WorkspaceSnapshot>;
  /** Starts a sample workspace (never live content: see sample-workspace.ts) in an empty folder. */
  'workspace:createSample': (folder: string) => Result<WorkspaceSnapshot>;
  'workspace:refresh': () => Result<WorkspaceSnapshot>;
  'workspace:read': (path: string) => Result<string>;
  'workspace:write': (path: string, text: string) => Result<WorkspaceSnapshot>;
  'workspace:importZip': (zipPath: string) => Result<ImportReport>;
  /** The shared JSON Schemas, for the editor's live validation. */
  'workspace:schemas': () => EditorSchema[];
  /** Creates a file from the template of its kind, named by the shared naming rules. */
  'workspace:newFile': (request: NewFileRequest) => Result<NewFileResult>;
  /** Renames (moves) a content file inside the workspace; never overwrites. */
  'workspace:rename': (from: string, to: string) => Result<WorkspaceSnapshot>;
  'workspace:delete': (path: string) => Result<WorkspaceSnapshot>;
  /** Starts the `lang` translation of a source beside it (a copy of the source to translate). */
  'workspace:createTranslation': (source: string, lang: string) => Result<NewFileResult>;
  /** Watches the open workspace, emitting `workspace:changed`; false when it cannot. */
  'workspace:watch': () => boolean;
  /** Writes the volume's ZIPs into `packed/`; refused while the volume has problems. */
  'pack:volume': (volume: number) => Result<PackReport>;
  /** Writes `packed/temas.zip` from every theme file; refused while one has problems. */
  'pack:temas': () => Result<PackReport>;
  'server:status': () => ConnectionInfo | null;
  'server:connect': (request: ConnectRequest) => Result<ConnectionInfo>;
  'server:disconnect': () => void;
  /** Compares the workspace with the server; sends nothing. */
  'server:dryRun': () => Result<DryRunReport>;
  /** Runs these steps of the last dry run, emitting `server:uploadProgress`. */
  'server:upload': (stepIds: string[]) => Result<UploadOutcome>;
  /** Each translation's status on the server, by its source's workspace path. */
  'server:translations': () => Result<ServerTranslations>;
  /** Pulls these parts of the live content into the workspace, emitting `server:pullProgress`. */
  'server:pull': (request: PullRequest) => Result<PullReport>;
  /** Both sides of a file in conflict with the server, for the merge view. */
  'server:conflict': (path: string) => Result<ConflictView>;
  /** Ends a conflict: theirs, mine, or `merged` text (choice 'merge'); the next dry run offers the result. */
  'server:resolveConflict': (path: string, choice: ConflictChoice, merged?: string) => Result<void>;
  /** Opens an http(s) link in the system browser; false when refused. */
  'shell:openExternal': (url: string) => boolean;
  /** The UI language, which main sends the server as Accept-Language (answers in that language). */
  'app:setLanguage': (language: string) => void;
}

/** Events main sends to the renderer. */
export interface IpcEvents {
  'server:uploadProgress': UploadProgress;
  'server:pullProgress': PullProgress;
  'workspace:changed': WorkspaceChanged;
}

export type Channel = keyof IpcChannels;
export type EventName = keyof IpcEvents;

/** What main implements per channel (sync or async). */
export type Handlers = {
  [K in Channel]: (
    ...args: Parameters<IpcChannels[K]>
  ) => ReturnType<IpcChannels[K]> | Promise<ReturnType<IpcChannels[K]>>;
};

/** Every channel name, for registering and for checking that none is missing. */
export const CHANNELS: readonly Channel[] = [
  'workspace:chooseFolder',
  'workspace:chooseZip',
  'workspace:open',
  'workspace:create',
  'workspace:createSample',
  'workspace:refresh',
  'workspace:read',
  'workspace:write',
  'workspace:importZip',
  'workspace:schemas',
  'workspace:newFile',
  'workspace:rename',
  'workspace:delete',
  'workspace:createTranslation',
  'workspace:watch',
  'pack:volume',
  'pack:temas',
  'server:status',
  'server:connect',
  'server:disconnect',
  'server:dryRun',
  'server:upload',
  'server:translations',
  'server:pull',
  'server:conflict',
  'server:resolveConflict',
  'shell:openExternal',
  'app:setLanguage',
];
