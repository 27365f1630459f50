import type { Handlers } from '../../shared/ipc-channels';
import { fail } from '../../shared/result';
import { editorSchemas } from '../services/editor-schemas';
import type { WorkspaceService } from '../services/workspace-service';

/** The system dialogs main shows; tests answer them with fixed paths. */
export interface Dialogs {
  chooseFolder(): Promise<string | null>;
  chooseZip(): Promise<string | null>;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Workspace channels: open, create, import, read and write files, pack a volume. */
export function workspaceHandlers(workspace: WorkspaceService, dialogs: Dialogs) {
  return {
    'workspace:chooseFolder': () => dialogs.chooseFolder(),
    'workspace:chooseZip': () => dialogs.chooseZip(),
    'workspace:open': (folder) => (isText(folder) ? workspace.open(folder) : fail('folder must be a path')),
    'workspace:create': (folder) =>
      isText(folder) ? workspace.create(folder) : fail('folder must be a path'),
    'workspace:refresh': () => workspace.refresh(),
    'workspace:read': (path) => (isText(path) ? workspace.readText(path) : fail('path must be text')),
    'workspace:write': (path, text) =>
      isText(path) && isText(text) ? workspace.writeText(path, text) : fail('path and text must be text'),
    'workspace:importZip': (zipPath) =>
      isText(zipPath) ? workspace.importZip(zipPath) : fail('path must be text'),
    'workspace:schemas': () => editorSchemas(),
    'pack:volume': (volume) => workspace.pack(Number(volume)),
  } satisfies Partial<Handlers>;
}
