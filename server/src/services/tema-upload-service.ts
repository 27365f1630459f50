import { problem } from '@camino/schemas/messages/render-problem';
import type { FailedFile, TemaUploadReport } from '@camino/schemas/api/admin-content';
import { repeatedTitles } from '@camino/schemas/cross-file-rules';
import { validateTema, type TemaUpload } from '@camino/schemas/tema';
import { badRequest, message } from '../errors';
import { parseJson } from '@camino/schemas/json-text';
import { scanUploadedZip } from './upload-files';

export type TemaUploadService = ReturnType<typeof createTemaUploadService>;

/**
 * Checks of a ZIP of tema files (any `.json` name, folders allowed). Each is validated; the
 * valid ones are then created or, when a tema with the same title exists, replace it, all in one
 * transaction (content-publishing.ts). Two files with the same title in one ZIP are both refused.
 */
export function createTemaUploadService() {
  /** Reads and checks the ZIP without storing anything (publishing stores inside its transaction). */
  async function check(zip: Buffer): Promise<CheckedTemaZip> {
    // Each entry is checked as it is inflated and only valid temas are kept (see scanUploadedZip).
    const invalid: FailedFile[] = [];
    const valid: Array<{ name: string; tema: TemaUpload }> = [];
    const scan = await scanUploadedZip(zip, (entry) => {
      const parsed = parseJson(entry.text);
      const result = parsed.ok ? validateTema(parsed.value) : parsed;
      if (!result.ok) {
        invalid.push({ name: entry.name, errors: result.problems });
        return;
      }
      valid.push({ name: entry.name, tema: result.value });
    });
    const failed: FailedFile[] = [...scan.rejected, ...invalid];
    if (failed.length === 0 && valid.length === 0) {
      throw badRequest(message('choose_zip'), [problem('', 'no_tema_files')]);
    }

    // The cross-file rule the desktop app checks too: storing either file would be a guess.
    const repeated = repeatedTitles(valid.map(({ name, tema }) => ({ name, title: tema.title })));
    for (const [title, names] of repeated) {
      const repeat = problem('/title', 'tema_repeated', {
        title,
        count: names.length,
        names: names.join(', '),
      });
      for (const name of names) failed.push({ name, errors: [repeat] });
    }
    const temas = valid.filter(({ tema }) => !repeated.has(tema.title)).map(({ tema }) => tema);

    const reportOf = (processed: Array<{ id: number; title: string }>): TemaUploadReport => ({
      files_processed: processed.length,
      files_failed: failed.length,
      failed_files: failed,
      processed_temas: processed,
    });
    return { temas, reportOf };
  }

  return { check };
}

/** A checked tema ZIP: the valid temas, and the report once they are stored. */
export interface CheckedTemaZip {
  temas: TemaUpload[];
  reportOf: (processed: Array<{ id: number; title: string }>) => TemaUploadReport;
}
