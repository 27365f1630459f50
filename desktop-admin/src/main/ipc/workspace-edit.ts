import { coded } from '@camino/schemas/messages/render-problem';
import type { Handlers } from '../../shared/ipc-channels';
import { fail } from '../../shared/result';
import { createTranslation } from '../services/translation-edit';
import { createWorkspaceEdit, createWorkspaceWatcher } from '../services/workspace-edit';
import type { WorkspaceService } from '../services/workspace-service';
import type { Emit } from './server';

/**
 * Workspace editing channels: new file from a template, a source's translation, rename, delete, and the file watcher
 * that tells the renderer to refresh (`workspace:changed`). Paths are checked in the service.
 */
export function workspaceEditHandlers(workspace: WorkspaceService, emit: Emit) {
  const edit = createWorkspaceEdit(workspace);
  const watcher = createWorkspaceWatcher((root) => {
    // A change in a folder that is no longer open is old news.
    if (workspace.current() === root) emit('workspace:changed', { root });
  });
  return {
    'workspace:newFile': (request) =>
      request && typeof request === 'object' ? edit.create(request) : fail(coded('required'), '/kind'),
    'workspace:rename': (from, to) => edit.rename(from, to),
    'workspace:delete': (path) => edit.remove(path),
    'workspace:createTranslation': (source, lang) => createTranslation(workspace, source, lang),
    'workspace:watch': () => {
      const root = workspace.current();
      return root ? watcher.watch(root) : false;
    },
  } satisfies Partial<Handlers>;
}
