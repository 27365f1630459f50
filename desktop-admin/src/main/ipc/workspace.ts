import { coded } from '@camino/schemas/messages/render-problem';
import type { Handlers } from '../../shared/ipc-channels';
import { fail } from '../../shared/result';
import { editorSchemas } from '../services/editor-schemas';
import { createPathGrants } from '../services/path-grants';
import type { WorkspaceService } from '../services/workspace-service';

/** The system dialogs main shows; tests answer them with fixed paths. */
export interface Dialogs {
  chooseFolder(): Promise<string | null>;
  chooseZip(): Promise<string | null>;
}

const isText = (value: unknown): value is string => typeof value === 'string';

const NOT_CHOSEN = coded('not_chosen');

/**
 * Workspace channels: open, create, import, read and write files, pack a volume. Folders and
 * ZIPs are accepted only when a system dialog returned them since the app started (see path-grants).
 */
export function workspaceHandlers(workspace: WorkspaceService, dialogs: Dialogs) {
  const folders = createPathGrants();
  const zips = createPathGrants();
  const chosenFolder = (folder: unknown) => isText(folder) && folders.allows(folder);
  return {
    'workspace:chooseFolder': async () => folders.grant(await dialogs.chooseFolder()),
    'workspace:chooseZip': async () => zips.grant(await dialogs.chooseZip()),
    'workspace:open': (folder) => (chosenFolder(folder) ? workspace.open(folder) : fail(NOT_CHOSEN)),
    'workspace:create': (folder) => (chosenFolder(folder) ? workspace.create(folder) : fail(NOT_CHOSEN)),
    'workspace:createSample': (folder) =>
      chosenFolder(folder) ? workspace.createSample(folder) : fail(NOT_CHOSEN),
    'workspace:refresh': () => workspace.refresh(),
    'workspace:read': (path) =>
      isText(path) ? workspace.readText(path) : fail(coded('type_string'), '/path'),
    'workspace:write': (path, text) =>
      isText(path) && isText(text)
        ? workspace.writeText(path, text)
        : fail(coded('type_string'), isText(path) ? '/text' : '/path'),
    'workspace:importZip': (zipPath) =>
      isText(zipPath) && zips.allows(zipPath) ? workspace.importZip(zipPath) : fail(NOT_CHOSEN),
    'workspace:schemas': () => editorSchemas(),
    'pack:volume': (volume) => workspace.pack(Number(volume)),
    'pack:temas': () => workspace.packTemas(),
  } satisfies Partial<Handlers>;
}
