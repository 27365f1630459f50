import { messageLanguage, problemText } from '@camino/schemas/messages/render-problem';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { problemLines } from '@camino/admin-ui/lib/problem-lines';
import type { Problem, Result } from '../../../shared/result';
import type { ConnectionInfo, ServerTranslations } from '../../../shared/server-types';
import type { WorkspaceSnapshot } from '../../../shared/workspace-types';
import { api } from '../lib/api';
import { settleDraft } from './drafts';

/** A message above the editor: what just happened, or why it did not. */
export interface Notice {
  color: 'red' | 'green' | 'blue';
  title: string;
  lines: string[];
}

/** Where the editor should put the cursor next (a click in the problems panel). */
export interface Reveal {
  path: string;
  line: number;
  column: number;
  nonce: number;
}

// Main writes English; the notice is in the UI language (the shared problem catalogue).
const describe = (problems: Problem[]) => problemLines(problems, i18n.language);

function useWorkspaceState() {
  const { t } = useTranslation();
  const [snapshot, setSnapshot] = useState<WorkspaceSnapshot | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [reveal, setReveal] = useState<Reveal | null>(null);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [connection, setConnection] = useState<ConnectionInfo | null>(null);
  const [pullOpen, setPullOpen] = useState(false);
  const [serverTranslations, setServerTranslations] = useState<ServerTranslations | null>(null);

  // While connected, the translations' status on the server, read again whenever the workspace
  // changes (a save, a publish, a pull); offline the workspace's own status is shown.
  useEffect(() => {
    if (!connection || !snapshot) {
      setServerTranslations(null);
      return;
    }
    let current = true;
    void api.server.translations().then((result) => {
      if (current) setServerTranslations(result.ok ? result.value : null);
    });
    return () => {
      current = false;
    };
  }, [connection, snapshot]);

  /** Unwraps a result; a failure becomes the notice and answers null. */
  const settle = useCallback(
    <T,>(result: Result<T>): T | null => {
      if (result.ok) return result.value;
      setNotice({ color: 'red', title: t('errorTitle'), lines: describe(result.problems) });
      return null;
    },
    [t],
  );

  const openRoot = useRef<string | null>(null);

  /** Shows a new snapshot; another folder also clears the selection and drafts of the last one. */
  const adopt = useCallback((next: WorkspaceSnapshot) => {
    if (openRoot.current !== next.root) {
      openRoot.current = next.root;
      setSelected(null);
      setDrafts({});
    }
    setSnapshot(next);
  }, []);

  const withFolder = useCallback(
    async (action: (folder: string) => Promise<Result<WorkspaceSnapshot>>): Promise<boolean> => {
      const folder = await api.workspace.chooseFolder();
      if (!folder) return false;
      const next = settle(await action(folder));
      if (!next) return false;
      setNotice(null);
      adopt(next);
      return true;
    },
    [adopt, settle],
  );

  return {
    snapshot,
    selected,
    reveal,
    drafts,
    notice,
    connection,
    setConnection,
    setNotice,
    settle,
    adopt,
    openFolder: () => withFolder(api.workspace.open),
    createWorkspace: () => withFolder(api.workspace.create),
    createSample: () => withFolder(api.workspace.createSample),
    pullOpen,
    setPullOpen,
    /** From the welcome screen: a new empty workspace, then the pull dialog into it. */
    async pullIntoNew() {
      if (await withFolder(api.workspace.create)) setPullOpen(true);
    },
    async importZip() {
      const zip = await api.workspace.chooseZip();
      if (!zip) return;
      const report = settle(await api.workspace.importZip(zip));
      if (!report) return;
      adopt(report.snapshot);
      setNotice({
        color: 'green',
        title: t('importDone', { count: report.imported.length }),
        lines: [
          ...report.imported,
          ...report.skipped.map((s) =>
            t('skipped', { name: s.name, reason: problemText(s.reason, messageLanguage(i18n.language)) }),
          ),
        ],
      });
    },
    serverTranslations,
    /** Starts the English translation of a source beside it, and opens it. */
    async createTranslation(source: string) {
      const made = settle(await api.workspace.createTranslation(source, 'en'));
      if (!made) return;
      adopt(made.snapshot);
      setSelected(made.path);
    },
    /** Selects a file, optionally placing the cursor (problems panel). */
    open(path: string, position?: { line: number; column: number }) {
      setSelected(path);
      if (position) setReveal({ path, ...position, nonce: Date.now() });
    },
    setDraft(path: string, text: string | null) {
      setDrafts((all) => {
        const next = { ...all };
        if (text === null) delete next[path];
        else next[path] = text;
        return next;
      });
    },
    /** Saves, then shows the revalidated workspace. Answers whether it was written. */
    async save(path: string, text: string): Promise<boolean> {
      const next = settle(await api.workspace.write(path, text));
      if (!next) return false;
      adopt(next);
      setDrafts((all) => settleDraft(all, path, text));
      return true;
    },
    async refresh() {
      const next = settle(await api.workspace.refresh());
      if (next) adopt(next);
    },
  };
}

export type WorkspaceContextValue = ReturnType<typeof useWorkspaceState>;

const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

/** Holds the open workspace, the selected file, unsaved drafts and the connection for the whole window. */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  return <WorkspaceContext.Provider value={useWorkspaceState()}>{children}</WorkspaceContext.Provider>;
}

export function useWorkspace(): WorkspaceContextValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspace needs a WorkspaceProvider');
  return value;
}
