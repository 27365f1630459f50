import { problem } from '@camino/schemas/messages/render-problem';
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import { validateGospelFile } from '@camino/schemas/gospel-upload';
import { AppError, badRequest, invalidBody, message } from '../../errors';
import { answerText } from '../../i18n/answer-text';
import { dateParam } from '../../lib/params';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { isDryRun, publishedFields } from '../../services/publishing/dry-run';
import { validateGospelDeleteBody } from '@camino/schemas/gospel-delete-body';
import { gospelUploadWarnings } from '../../services/scripture/upload-warnings';
import { parseJson } from '@camino/schemas/json-text';

/** The file's JSON: UTF-8 (a BOM is allowed), else a 400 that names what is wrong. */
function parseJsonFile(buffer: Buffer): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw badRequest(message('choose_json'), [problem('/file', 'not_utf8')]);
  }
  // TextDecoder already dropped a leading BOM.
  const parsed = parseJson(text, '/file');
  if (!parsed.ok) throw badRequest(message('choose_json'), parsed.problems);
  return parsed.value;
}

/**
 * The upload file is a JSON array of entries; a single entry object is accepted too (its problems
 * then point into that object, as the author wrote it). Schema problems answer 422.
 */
function entriesOf(data: unknown): GospelEntry[] {
  const result = validateGospelFile(data);
  if (!result.ok) throw new AppError(422, 'invalid_body', message('gospel_file_invalid'), result.problems);
  return result.value;
}

/** What a DELETE /admin/evangelios asks for: every entry (`?all=true`) or the body's dates. */
function deleteTarget(all: 'true' | undefined, body: unknown): string[] | 'all' {
  const hasBody = body != null && typeof body === 'object' && Object.keys(body).length > 0;
  if (all === 'true') {
    if (hasBody) throw badRequest(message('all_or_dates'));
    return 'all';
  }
  if (!hasBody) {
    throw badRequest(message('dates_needed'), [problem('/dates', 'required')]);
  }
  const result = validateGospelDeleteBody(body);
  if (!result.ok) throw invalidBody(result.problems);
  return [...new Set(result.value.dates)];
}

/** The admin side of the Gospel of the Day: upload, list, preview, delete and view counts. */
export function adminGospelHandlers({ services }: RouterDeps) {
  const { gospel, audit } = services;

  const upload: ApiHandler<'POST /admin/evangelios/upload'> = async (req, res) => {
    const file = req.file!;
    const data = parseJsonFile(file.buffer);
    const entries = entriesOf(data);
    const dates = entries.map((e) => e.date);
    const outcome = await services.publishing.change(
      {
        actor: req.auth!,
        action: 'gospel.upload',
        dryRun: isDryRun(res.locals.query),
        audit: audit.note(req.auth!, (stored: string[]) => ({
          action: 'gospel.upload',
          target: file.originalname,
          details: { entries_count: stored.length, dates: stored },
        })),
      },
      async (trx, touch) => {
        // Reflections sanitized first, as importEntries stores them.
        const stored = gospel.sanitizedEntries(entries);
        await touch.many(
          'gospel',
          stored.map((entry) => entry.date),
        );
        await gospel.storeEntries(trx, stored);
        return dates;
      },
    );
    res.json({
      ...publishedFields(outcome),
      message: answerText(
        req,
        dates.length === 1
          ? message('gospel_uploaded_one')
          : message('gospel_uploaded', { count: dates.length }),
      ),
      entries_count: dates.length,
      filename: file.originalname,
      dates,
      // References that name no passage are stored anyway, and reported.
      ...gospelUploadWarnings(file.originalname, entries, Array.isArray(data)),
    });
  };

  const list: ApiHandler<'GET /admin/evangelios'> = async (_req, res) => {
    res.json({ evangelios: await gospel.listSummaries() });
  };

  const getOne: ApiHandler<'GET /admin/evangelios/:date'> = async (req, res) => {
    res.json(await gospel.getByDate(dateParam(req.params.date, '')));
  };

  // A bare DELETE is refused, so nobody wipes every entry by accident: name the dates in the
  // body, or ask for everything with ?all=true.
  const deleteEntries: ApiHandler<'DELETE /admin/evangelios'> = async (req, res) => {
    const target = deleteTarget(res.locals.query.all, req.body);
    const outcome = await services.publishing.change(
      {
        actor: req.auth!,
        action: 'gospel.delete',
        dryRun: isDryRun(res.locals.query),
        audit: audit.note(req.auth!, (count: number) => ({
          action: 'gospel.delete',
          target: target === 'all' ? 'all' : 'dates',
          details: target === 'all' ? { all: true, deleted: count } : { dates: target, deleted: count },
        })),
      },
      async (trx, touch) => {
        await touch.many('gospel', await gospel.storedDates(trx, target));
        return gospel.deleteIn(trx, target);
      },
    );
    const deleted = outcome.result;
    const done =
      target === 'all'
        ? message('gospel_all_deleted', { count: deleted })
        : message('gospel_dates_deleted', { deleted, dates: target.length });
    res.json({ message: answerText(req, done), deleted, ...publishedFields(outcome) });
  };

  const viewCount: ApiHandler<'GET /admin/evangelio-views/:date'> = async (req, res) => {
    const date = dateParam(req.params.date, '');
    res.json({ date, count: await gospel.viewCount(date) });
  };

  return {
    'POST /admin/evangelios/upload': { wrongFileMessage: message('choose_json_file'), handle: upload },
    'GET /admin/evangelios': list,
    'GET /admin/evangelios/:date': getOne,
    // The body is optional (?all=true takes none): deleteTarget reads and checks it.
    'DELETE /admin/evangelios': { checkBody: null, handle: deleteEntries },
    'GET /admin/evangelio-views/:date': viewCount,
  } satisfies RouteHandlers;
}
