import { useEffect, useRef } from 'react';
import { api } from '../../lib/api';
import { useWorkspace } from '../../app/workspace-context';

/**
 * Keeps the tree in step with the disk: main watches the open folder and says when files
 * changed (another editor, a git pull, a file manager); the workspace is then read again.
 * Unsaved drafts stay (they live in the renderer), so a change on disk never eats an edit.
 */
export function useWorkspaceWatch() {
  const { snapshot, refresh } = useWorkspace();
  const root = snapshot?.root ?? null;
  // The latest refresh, read when an event comes: the subscription follows the folder only.
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!root) return;
    void api.workspace.watch();
    return api.workspace.onChanged((change) => {
      if (change.root === root) void latest.current();
    });
  }, [root]);
}
