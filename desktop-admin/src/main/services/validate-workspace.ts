import path from 'node:path';
import type {
  FileProblem,
  VolumeSummary,
  WorkspaceFile,
  WorkspaceSnapshot,
} from '../../shared/workspace-types';
import { canonicalContentText, contentHash } from '@camino/schemas/content-hash';
import { sha256 } from './sha256';
import { crossFileProblems } from '@camino/schemas/cross-file-rules';
import { localTranslations, translationProblems } from './check-translations';
import { checkFile } from './validate-file';
import { referenceWarningsOf } from './reference-warnings';
import type { FileText } from './workspace-files';
import type { WorkspaceState } from './workspace-state';

const byPlace = (a: FileProblem, b: FileProblem) =>
  a.file.localeCompare(b.file, 'en', { numeric: true }) || a.line - b.line || a.column - b.column;

function summarizeVolumes(files: WorkspaceFile[]): VolumeSummary[] {
  const volumes = new Map<number, VolumeSummary>();
  for (const file of files) {
    // A translation is published on its own: its problems hold back only itself.
    if (file.volume === null || file.kind === 'translation') continue;
    const summary = volumes.get(file.volume) ?? {
      volume: file.volume,
      hasPlaylist: false,
      mainCount: 0,
      optionalCount: 0,
      problemCount: 0,
    };
    if (file.kind === 'playlist') summary.hasPlaylist = true;
    if (file.kind === 'main') summary.mainCount += 1;
    if (file.kind === 'optional') summary.optionalCount += 1;
    summary.problemCount += file.problems.length;
    volumes.set(file.volume, summary);
  }
  return [...volumes.values()].sort((a, b) => a.volume - b.volume);
}

/** A file's content hash as `.camino-state.json` and the dry run record it (canonical text, SHA-256). */
export const fileHash = (file: string, text: string): string =>
  contentHash(canonicalContentText(file, text), sha256);

/**
 * Validates every file (layout, JSON, schema, the file's own rules, then the rules across files
 * and each translation against its source), places each problem at line:column, compares each
 * file with its last upload and tells each source's translations.
 */
export function buildSnapshot(root: string, texts: FileText[], state: WorkspaceState): WorkspaceSnapshot {
  const checked = texts.map((f) => checkFile(f.path, f.text));
  const cross = crossFileProblems(checked);
  const againstSource = translationProblems(checked);
  const present = new Set(texts.map((t) => t.path));
  const files: WorkspaceFile[] = checked.map((file) => {
    const found = [
      ...file.problems,
      ...(cross.get(file.path) ?? []),
      ...(againstSource.get(file.path) ?? []),
    ];
    const problems = found.map((p): FileProblem => ({
      file: file.path,
      ...p,
      ...file.locate(p.pointer),
    }));
    const hash = fileHash(file.path, file.text);
    const last = state.uploaded[file.path];
    const translations = localTranslations(
      { path: file.path, kind: file.kind, hash },
      present,
      state.madeFrom,
    );
    return {
      path: file.path,
      kind: file.kind,
      volume: file.volume,
      index: file.index,
      hash,
      problems: problems.sort(byPlace),
      uploadState: !last ? 'never' : last.hash === hash ? 'uploaded' : 'changed',
      ...(file.translation ? { translationOf: file.translation } : {}),
      ...(translations ? { translations } : {}),
    };
  });
  return {
    root,
    name: path.basename(root),
    files,
    problems: files.flatMap((f) => f.problems).sort(byPlace),
    warnings: checked
      .flatMap((file) =>
        referenceWarningsOf(file).map((w): FileProblem => ({
          file: file.path,
          ...w,
          ...file.locate(w.pointer),
        })),
      )
      .sort(byPlace),
    volumes: summarizeVolumes(files),
  };
}
