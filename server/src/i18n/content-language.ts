// The language a content answer is written for: the reader's `?lang=` when it sends one (the
// reader always does, so each language is its own URL in the browser's cache), else the request's
// Accept-Language, else the default. An answer chosen by the header says so with Vary.
import { DEFAULT_LANGUAGE, type Language } from '@camino/schemas/languages';
import type { Request, Response } from 'express';
import { requestLanguage } from './localize-error';

export function askedLanguage(req: Request, res: Response): Language {
  const asked = (res.locals.query as { lang?: Language } | undefined)?.lang;
  if (asked) return asked;
  res.setHeader('Vary', 'Accept-Language');
  return requestLanguage(req) ?? DEFAULT_LANGUAGE;
}
