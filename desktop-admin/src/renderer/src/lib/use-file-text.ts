import { useCallback, useEffect, useState } from 'react';
import { api } from './api';
import { useWorkspace } from '../app/workspace-context';

/**
 * A file's text for an editor: the unsaved draft when there is one (drafts survive switching
 * files), else the saved text read through main. `save` writes and revalidates the workspace.
 */
export function useFileText(path: string) {
  const { drafts, setDraft, save: saveFile, settle } = useWorkspace();
  const [saved, setSaved] = useState<string | null>(null);
  const [savedPath, setSavedPath] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void api.workspace.read(path).then((result) => {
      if (!current) return;
      setSaved(settle(result) ?? '');
      setSavedPath(path);
    });
    return () => {
      current = false;
    };
  }, [path, settle]);

  const loaded = savedPath === path && saved !== null;
  const draft = drafts[path];
  const text = draft ?? (loaded ? saved : '');

  const setText = useCallback(
    (next: string) => setDraft(path, next === saved ? null : next),
    [path, saved, setDraft],
  );

  const save = useCallback(async () => {
    if (draft === undefined) return true;
    const written = await saveFile(path, draft);
    if (written) setSaved(draft);
    return written;
  }, [draft, path, saveFile]);

  const revert = useCallback(() => setDraft(path, null), [path, setDraft]);

  return { loaded, text, dirty: draft !== undefined, setText, save, revert };
}
