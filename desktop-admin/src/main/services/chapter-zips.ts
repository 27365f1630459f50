import { coded, problem, type Coded } from '@camino/schemas/messages/render-problem';
import JSZip from 'jszip';
import { fail, ok, type Result } from '../../shared/result';
import type { WorkspaceSnapshot } from '../../shared/workspace-types';
import {
  chapterZipName,
  CHAPTER_ZIP_NAME_RULE,
  parseChapterZipName,
  volumeName,
} from '@camino/schemas/file-naming';
import { CONTENT_ZIP_ENTRIES, CONTENT_ZIP_MAX_BYTES } from '@camino/schemas/constants';
import { baseName } from './workspace-layout';

/** A ZIP built in memory, ready to write or send. */
export interface BuiltZip {
  name: string;
  entries: string[];
  /** Workspace path of each entry, by entry name. */
  sources: Record<string, string>;
  data: Uint8Array;
}

// A fixed timestamp makes packing the same files twice give the same bytes.
const ENTRY_DATE = new Date(Date.UTC(2000, 0, 1));

// The server's caps (the route table's upload rule): a ZIP within them here is one it reads too.
const {
  maxEntries: MAX_ENTRIES,
  maxEntryBytes: MAX_ENTRY_BYTES,
  maxTotalBytes: MAX_TOTAL_BYTES,
} = CONTENT_ZIP_ENTRIES;
const megabytes = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;

/** A packed ZIP, unless the server would refuse it whole: too many entries, or too many bytes. */
async function packWithinCaps(name: string, files: Array<{ path: string; text: string }>) {
  if (files.length > MAX_ENTRIES)
    return fail<BuiltZip>(coded('zip_file_entries', { file: name, max: MAX_ENTRIES }));
  const sizes = files.map((file) => Buffer.byteLength(file.text));
  const large = files.find((_, i) => sizes[i]! > MAX_ENTRY_BYTES);
  if (large)
    return fail<BuiltZip>(coded('file_too_large', { file: large.path, size: megabytes(MAX_ENTRY_BYTES) }));
  if (sizes.reduce((sum, size) => sum + size, 0) > MAX_TOTAL_BYTES) {
    return fail<BuiltZip>(coded('zip_file_too_large', { file: name, size: megabytes(MAX_TOTAL_BYTES) }));
  }
  const zip = await buildZip(name, files);
  if (zip.data.length > CONTENT_ZIP_MAX_BYTES) {
    return fail<BuiltZip>(coded('file_too_large', { file: name, size: megabytes(CONTENT_ZIP_MAX_BYTES) }));
  }
  return ok(zip);
}

/** Builds a ZIP whose entries sit at its root, as the server expects. */
export async function buildZip(
  name: string,
  files: Array<{ path: string; text: string }>,
): Promise<BuiltZip> {
  const zip = new JSZip();
  const sources: Record<string, string> = {};
  for (const file of files) {
    const entry = baseName(file.path);
    sources[entry] = file.path;
    zip.file(entry, file.text, { date: ENTRY_DATE, createFolders: false });
  }
  const data = await zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
  return { name, entries: Object.keys(sources), sources, data };
}

/** Every problem of a volume's files (its playlist and chapters), as "file line:col message". */
export function volumeProblems(snapshot: WorkspaceSnapshot, volume: number) {
  return snapshot.problems.filter((p) =>
    snapshot.files.some((f) => f.path === p.file && f.volume === volume),
  );
}

/**
 * `Vol_{n}_main.zip` and `Vol_{n}_optional.zip` from the volume's chapter files (entries
 * `{n}-{i}.json` / `{n}-{i}_o.json` at the root). Refused while any file of the volume, its
 * playlist included, has a problem: a pack is what gets uploaded, so it must be clean.
 */
export async function buildVolumeZips(
  snapshot: WorkspaceSnapshot,
  readText: (path: string) => Promise<string>,
  volume: number,
): Promise<Result<BuiltZip[]>> {
  const problems = volumeProblems(snapshot, volume);
  if (problems.length > 0) {
    return {
      ok: false,
      // Each problem keeps its file and place: the window writes it in the UI language.
      problems,
    };
  }
  const zips: BuiltZip[] = [];
  for (const kind of ['main', 'optional'] as const) {
    const paths = snapshot.files.filter((f) => f.kind === kind && f.volume === volume).map((f) => f.path);
    if (paths.length === 0) continue;
    const files = await Promise.all(paths.map(async (path) => ({ path, text: await readText(path) })));
    const packed = await packWithinCaps(chapterZipName(kind, volume), files);
    if (!packed.ok) return packed;
    zips.push(packed.value);
  }
  if (zips.length === 0) {
    return {
      ok: false,
      problems: [problem('', 'nothing_to_pack', { volume })],
    };
  }
  return { ok: true, value: zips };
}

/** `temas.zip` from every theme file (entries at the root); refused while any theme has a problem. */
export async function buildTemasZip(
  snapshot: WorkspaceSnapshot,
  readText: (path: string) => Promise<string>,
): Promise<Result<BuiltZip>> {
  const temas = snapshot.files.filter((f) => f.kind === 'tema');
  const problems = snapshot.problems.filter((p) => temas.some((f) => f.path === p.file));
  if (problems.length > 0) {
    return {
      ok: false,
      // Each problem keeps its file and place: the window writes it in the UI language.
      problems,
    };
  }
  if (temas.length === 0) return { ok: false, problems: [problem('', 'no_themes_to_pack')] };
  const files = await Promise.all(temas.map(async (f) => ({ path: f.path, text: await readText(f.path) })));
  return packWithinCaps('temas.zip', files);
}

export interface ZipImport {
  kind: 'main' | 'optional';
  volume: number;
  files: Array<{ path: string; text: string }>;
  skipped: Array<{ name: string; reason: Coded }>;
}

/**
 * Reads a `Vol_{n}_main.zip` / `Vol_{n}_optional.zip` into the files it puts in the workspace
 * (`main/Vol_{n}/…`, `optional/Vol_{n}/…`). Entries are known by their base name; folders,
 * `__MACOSX/`, dot-files and other extensions are skipped and reported.
 */
export async function readChapterZip(fileName: string, bytes: Uint8Array): Promise<Result<ZipImport>> {
  const named = parseChapterZipName(fileName);
  if (!named) {
    return {
      ok: false,
      problems: [problem('', 'chapter_zip_file_name', { file: fileName, rule: CHAPTER_ZIP_NAME_RULE })],
    };
  }
  const { kind, volume } = named;
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch (err) {
    return {
      ok: false,
      problems: [problem('', 'zip_file_unreadable', { file: fileName, reason: (err as Error).message })],
    };
  }
  const entries = Object.values(zip.files).filter((e) => !e.dir);
  if (entries.length > MAX_ENTRIES) {
    return {
      ok: false,
      problems: [problem('', 'zip_file_entries', { file: fileName, max: MAX_ENTRIES })],
    };
  }
  const result: ZipImport = { kind, volume, files: [], skipped: [] };
  let total = 0;
  for (const entry of entries) {
    const base = entry.name.split('/').at(-1) ?? '';
    if (entry.name.startsWith('__MACOSX/') || base.startsWith('.')) continue;
    if (!base.toLowerCase().endsWith('.json')) {
      result.skipped.push({ name: entry.name, reason: coded('skip_not_json') });
      continue;
    }
    const path = `${kind}/${volumeName(volume)}/${base}`;
    if (result.files.some((f) => f.path === path)) {
      result.skipped.push({ name: entry.name, reason: coded('skip_repeated_name', { name: base }) });
      continue;
    }
    const text = await entry.async('string');
    const size = Buffer.byteLength(text);
    if (size > MAX_ENTRY_BYTES) {
      result.skipped.push({
        name: entry.name,
        reason: coded('skip_too_large', { size: megabytes(MAX_ENTRY_BYTES) }),
      });
      continue;
    }
    total += size;
    if (total > MAX_TOTAL_BYTES) {
      return {
        ok: false,
        problems: [problem('', 'zip_file_too_large', { file: fileName, size: megabytes(MAX_TOTAL_BYTES) })],
      };
    }
    result.files.push({ path, text });
  }
  return { ok: true, value: result };
}
