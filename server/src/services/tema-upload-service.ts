import type { FailedFile, TemaUploadReport } from '@camino/schemas/api/admin-content';
import { validateTema, type TemaUpload } from '@camino/schemas/tema';
import { badRequest } from '../errors';
import type { AuditNote } from './audit-service';
import type { ThemesService } from './themes-service';
import { parseJsonText, readUploadedZip, ZIP_FILE_MESSAGE } from './upload-files';

export type TemaUploadService = ReturnType<typeof createTemaUploadService>;

/**
 * Uploads of a ZIP of tema files (any `.json` name, folders allowed). Each is validated; the
 * valid ones are created or, when a tema with the same title exists, replace it, all in one
 * transaction. Two files with the same title in one ZIP are both refused.
 */
export function createTemaUploadService(themes: ThemesService) {
  async function upload(zip: Buffer, audit?: AuditNote<TemaUploadReport>): Promise<TemaUploadReport> {
    const contents = await readUploadedZip(zip);
    const failed: FailedFile[] = [...contents.rejected];
    const byTitle = new Map<string, Array<{ name: string; tema: TemaUpload }>>();
    for (const entry of contents.entries) {
      const parsed = parseJsonText(entry.text);
      const result = parsed.ok ? validateTema(parsed.value) : parsed;
      if (!result.ok) {
        failed.push({ name: entry.name, errors: result.problems });
        continue;
      }
      const title = result.value.title;
      byTitle.set(title, [...(byTitle.get(title) ?? []), { name: entry.name, tema: result.value }]);
    }
    if (failed.length === 0 && byTitle.size === 0) {
      throw badRequest(ZIP_FILE_MESSAGE, [{ pointer: '', message: 'holds no tema files' }]);
    }

    const temas: TemaUpload[] = [];
    for (const [title, entries] of byTitle) {
      if (entries.length === 1) {
        temas.push(entries[0]!.tema);
        continue;
      }
      const names = entries.map((e) => e.name).join(', ');
      const message = `the title '${title}' appears in ${entries.length} files (${names}); none was stored`;
      for (const entry of entries)
        failed.push({ name: entry.name, errors: [{ pointer: '/title', message }] });
    }

    const reportOf = (processed: Array<{ id: number; title: string }>): TemaUploadReport => ({
      files_processed: processed.length,
      files_failed: failed.length,
      failed_files: failed,
      processed_temas: processed,
    });
    if (temas.length === 0) {
      // Nothing to store: the refused upload is still recorded, alone.
      const report = reportOf([]);
      await audit?.(report);
      return report;
    }
    const processed = await themes.upsertMany(temas, audit && ((saved, trx) => audit(reportOf(saved), trx)));
    return reportOf(processed);
  }

  return { upload };
}
