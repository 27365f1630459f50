import { coded, problem, problemAt, type Coded } from '@camino/schemas/messages/render-problem';
import type { ChapterUploadReport, FailedFile } from '@camino/schemas/api/admin-content';
import { checkNameMatchesInfo, parseChapterFileName } from '@camino/schemas/chapter-file-name';
import { contentHash, storedContentText } from '@camino/schemas/content-hash';
import { VOLUME_COUNT } from '@camino/schemas/constants';
import { chapterFileName, chapterZipName, parseChapterZipName } from '@camino/schemas/file-naming';
import { validateMainChapter } from '@camino/schemas/main-chapter';
import { validateOptionalChapter } from '@camino/schemas/optional-chapter';
import type { Problem } from '@camino/schemas/validator';
import { renderMessage } from '@camino/schemas/messages/render-message';
import { badRequest, message, type Message } from '../errors';
import { nextTurn } from '../lib/next-turn';
import { sha256 } from '../lib/sha256';
import type { ZipTextEntry } from '../lib/zip-reader';
import type { AuditNote } from './audit-service';
import type { ChapterFileInput, ChapterKind, ChaptersService, StoredBatch } from './chapters-service';
import { chapterUploadWarnings } from './scripture/upload-warnings';
import { parseJson } from '@camino/schemas/json-text';
import { scanUploadedZip } from './upload-files';

const VALIDATORS = { main: validateMainChapter, optional: validateOptionalChapter };

/** The volume named by `Vol_{n}_main.zip` / `Vol_{n}_optional.zip` (case-insensitive), or null. */
export function volumeFromZipName(kind: ChapterKind, fileName: string): number | null {
  const parsed = parseChapterZipName(fileName);
  return parsed?.kind === kind ? parsed.volume : null;
}

export type ChapterUploadService = ReturnType<typeof createChapterUploadService>;

/**
 * Uploads of a volume's main or optional chapter files as one ZIP. Every entry is checked (name,
 * JSON, schema, name against `info`); the valid ones are stored together in one transaction and
 * the others reported with pointers. Entries may sit in a folder (`Vol_3_main/3-1.json`): a file
 * is known by its base name, as parseChapterFileName reads it.
 */
export function createChapterUploadService(chapters: ChaptersService) {
  /**
   * Reads and checks the ZIP without storing anything: the volume, the files to store, and the
   * report of what storing them did (publishing stores them inside its own transaction).
   */
  async function check(kind: ChapterKind, zipName: string, zip: Buffer): Promise<CheckedChapterZip> {
    const volume = volumeFromZipName(kind, zipName);
    if (volume === null) {
      throw badRequest(message('choose_zip'), [
        problem('/file', 'chapter_zip_name', { name: chapterZipName(kind, '{volume}'), max: VOLUME_COUNT }),
      ]);
    }
    // Each entry is checked as it is inflated and only its stored text is kept (see scanUploadedZip).
    const invalid: FailedFile[] = [];
    const byIndex = new Map<number, Array<{ name: string; content: string; hash: string }>>();
    const scan = await scanUploadedZip(zip, async (entry) => {
      const checked = await checkChapterEntry(kind, volume, entry);
      if ('problems' in checked) {
        invalid.push({ name: entry.name, errors: checked.problems });
        return;
      }
      // Hashed here, one entry at a time between reads, not all at once in the write transaction.
      await nextTurn();
      const hash = contentHash(checked.content, sha256);
      byIndex.set(checked.index, [
        ...(byIndex.get(checked.index) ?? []),
        { name: entry.name, content: checked.content, hash },
      ]);
    });
    const failed: FailedFile[] = [...scan.rejected, ...invalid];
    if (failed.length === 0 && byIndex.size === 0) {
      throw badRequest(message('choose_zip'), [problem('', 'no_chapter_files')]);
    }

    // Two entries for one chapter (e.g. in two folders): storing either would be a guess.
    const files = [];
    for (const [index, entries] of byIndex) {
      if (entries.length === 1) {
        files.push({ index, content: entries[0]!.content, hash: entries[0]!.hash });
        continue;
      }
      const names = entries.map((e) => e.name).join(', ');
      const repeated = problem('', 'chapter_repeated', { volume, index, count: entries.length, names });
      for (const entry of entries) failed.push({ name: entry.name, errors: [repeated] });
    }

    // Unreadable Bible references of optional files: reported with the answer, never refused.
    const warnings = chapterUploadWarnings(kind, volume, files);
    const reportOf = ({ unchanged }: StoredBatch): ChapterUploadReport => {
      const counts = {
        volume,
        files_processed: files.length,
        files_failed: failed.length,
        files_unchanged: unchanged.length,
      };
      return { ...counts, failed_files: failed, message: renderMessage(uploadSummary(counts)), ...warnings };
    };
    return { volume, files, reportOf };
  }

  async function upload(
    kind: ChapterKind,
    zipName: string,
    zip: Buffer,
    audit?: AuditNote<ChapterUploadReport>,
  ): Promise<ChapterUploadReport> {
    const { volume, files, reportOf } = await check(kind, zipName, zip);
    if (files.length === 0) {
      // Nothing to store: the refused upload is still recorded, alone.
      const report = reportOf({ written: [], unchanged: [] });
      await audit?.(report);
      return report;
    }
    const stored = await chapters.putBatch(
      kind,
      volume,
      files,
      audit && ((batch, trx) => audit(reportOf(batch), trx)),
    );
    return reportOf(stored);
  }

  return { check, upload };
}

/** A checked chapter ZIP: its volume, the valid files, and the report once they are stored. */
export interface CheckedChapterZip {
  volume: number;
  files: ChapterFileInput[];
  reportOf: (stored: StoredBatch) => ChapterUploadReport;
}

/** Checks one entry; the stored text is the parsed JSON re-serialized, so formatting is not a change. */
async function checkChapterEntry(
  kind: ChapterKind,
  volume: number,
  entry: ZipTextEntry,
): Promise<{ index: number; content: string } | { problems: Problem[] }> {
  const expected = `'${chapterFileName(kind, volume, '{index}')}'`;
  const fail = (what: Coded) => ({ problems: [problemAt('', what)] });
  const name = parseChapterFileName(entry.name);
  if (!name) return fail(coded('zip_entry_name', { name: expected }));
  if (name.kind !== kind) {
    const other = kind === 'main' ? 'optional' : 'main';
    const zip = chapterZipName(other, name.volume);
    return fail(other === 'main' ? coded('zip_main_file', { zip }) : coded('zip_optional_file', { zip }));
  }
  if (name.volume !== volume) {
    return fail(coded('zip_other_volume', { volume: name.volume, other: volume }));
  }
  const parsed = parseJson(entry.text);
  if (!parsed.ok) return { problems: parsed.problems };
  // An entry may hold 2 MB of JSON: parsing, checking and re-serializing it are each tens of
  // milliseconds, so other requests get a turn between them.
  await nextTurn();
  const result = VALIDATORS[kind](parsed.value);
  if (!result.ok) return { problems: result.problems };
  const mismatch = checkNameMatchesInfo(entry.name, result.value.info);
  if (mismatch.length > 0) return { problems: mismatch };
  await nextTurn();
  return { index: name.index, content: storedContentText(result.value) };
}

/**
 * What a chapter upload did, as a message: "Volume 3: 2 files stored, 5 already up to date, 0
 * failed". Every processed file was either written or already up to date.
 */
export function uploadSummary(
  report: Pick<ChapterUploadReport, 'volume' | 'files_processed' | 'files_unchanged' | 'files_failed'>,
): Message {
  const { volume, files_unchanged: unchanged, files_failed: failed } = report;
  const written = report.files_processed - unchanged;
  if (written === 0 && failed === 0) {
    return unchanged === 1
      ? message('chapters_unchanged_one')
      : message('chapters_unchanged', { count: unchanged });
  }
  return written === 1
    ? message('chapters_stored_one', { volume, unchanged, failed })
    : message('chapters_stored', { volume, count: written, unchanged, failed });
}
