import type { Handlers } from '../../shared/ipc-channels';
import type { PublishService } from '../services/publish-service';
import type { WorkspaceService } from '../services/workspace-service';
import { serverHandlers, type Emit } from './server';
import { appHandlers } from './app';
import { shellHandlers } from './shell';
import { workspaceHandlers, type Dialogs } from './workspace';
import { workspaceEditHandlers } from './workspace-edit';

export interface HandlerDeps {
  workspace: WorkspaceService;
  publish: PublishService;
  dialogs: Dialogs;
  emit: Emit;
  openExternal: (url: string) => Promise<void>;
}

/**
 * Every channel's handler, from the domain files. No Electron here: main registers these with
 * ipcMain, and the renderer's end-to-end tests serve the very same handlers to Chromium.
 */
export function createHandlers(deps: HandlerDeps): Handlers {
  return {
    ...workspaceHandlers(deps.workspace, deps.dialogs),
    ...workspaceEditHandlers(deps.workspace, deps.emit),
    ...serverHandlers(deps.publish, deps.emit),
    ...shellHandlers(deps.openExternal),
    ...appHandlers(),
  };
}
