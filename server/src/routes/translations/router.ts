import type { TranslationStatus } from '@camino/schemas/translations/translatable';
import type { TranslationBody } from '@camino/schemas/translation-body';
import type { TranslationRef } from '@camino/schemas/translation-ref';
import type { TranslationQuery } from '@camino/schemas/api/translations';
import type { Request, Response } from 'express';
import { message, type Message } from '../../errors';
import { answerText } from '../../i18n/answer-text';
import { isDryRun, publishedFields } from '../../services/publishing/dry-run';
import type { ChangeOutcome } from '../../services/publishing/types';
import type { TranslationCall } from '../../services/translations/translations-service';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

type DryRunQuery = Parameters<typeof isDryRun>[0];
type Published = ChangeOutcome<unknown>;

/** The admin's translations: the status list, one item side by side, and publishing changes. */
export function translationsHandlers({ services }: RouterDeps) {
  const { translations } = services;

  const list: ApiHandler<'GET /admin/translations'> = async (_req, res) => {
    res.json({ items: await translations.list() });
  };

  const detail: ApiHandler<'GET /admin/translation'> = async (_req, res) => {
    const { kind, key, lang } = res.locals.query as TranslationQuery;
    res.json(await translations.detail({ kind, key, lang }));
  };

  /** What a change asks and how it is made: the named translation, by whom, dry run or not. */
  const callOf = (req: Request, res: Response): [TranslationCall, TranslationRef] => {
    const { kind, key, lang } = req.body as TranslationRef;
    return [
      { actor: req.auth!, dryRun: isDryRun(res.locals.query as DryRunQuery) },
      { kind, key, lang },
    ];
  };

  /** A change's answer: its message, the status it leaves (a dry run's: the status it would leave). */
  const answer = (req: Request, outcome: Published, done: Message, status: TranslationStatus) => ({
    message: answerText(req, done),
    status,
    ...publishedFields(outcome),
  });

  const save: ApiHandler<'PUT /admin/translation'> = async (req, res) => {
    const outcome = await translations.save(...callOf(req, res), (req.body as TranslationBody).content);
    res.json(answer(req, outcome, message('translation_saved'), 'current'));
  };

  const confirm: ApiHandler<'POST /admin/translation/confirm'> = async (req, res) => {
    const outcome = await translations.confirm(...callOf(req, res));
    res.json(answer(req, outcome, message('translation_confirmed'), 'current'));
  };

  const remove: ApiHandler<'DELETE /admin/translation'> = async (req, res) => {
    const outcome = await translations.remove(...callOf(req, res));
    res.json(answer(req, outcome, message('translation_deleted'), 'missing'));
  };

  return {
    'GET /admin/translations': list,
    'GET /admin/translation': detail,
    'PUT /admin/translation': save,
    'POST /admin/translation/confirm': confirm,
    'DELETE /admin/translation': remove,
  } satisfies RouteHandlers;
}
