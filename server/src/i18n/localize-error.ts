// The language of an answer and its error body in that language.
import type { ApiProblem, ErrorCode } from '@camino/schemas/api/error-codes';
import { recognise, translateText, type MessageLanguage } from '@camino/schemas/message-templates';
import { localizeProblemMessage, localizeProblems } from '@camino/schemas/problems-i18n';
import type { Request } from 'express';
import { codeMessage, ERROR_MESSAGES } from './error-messages';

/**
 * The language the client asked for with Accept-Language (the reader and the desktop app send
 * their UI language), negotiated by express: Spanish, or English for English and any language
 * Camino does not speak. Undefined without the header: the answer then keeps each text as it was
 * thrown (scripts and older clients see what they always saw).
 */
export function requestLanguage(
  req: Pick<Request, 'acceptsLanguages' | 'headers'>,
): MessageLanguage | undefined {
  if (!req.headers['accept-language']) return undefined;
  return req.acceptsLanguages('en', 'es') === 'es' ? 'es' : 'en';
}

/**
 * An error's `detail` in `lang`. A thrown text the catalogue knows is rewritten with its values
 * (a value that is itself a problem text, as in "The ZIP inflates to more than 3 MB in all", too);
 * one it does not know stays as thrown in English, and becomes the code's own message otherwise,
 * so a Spanish screen never shows an English sentence.
 */
export function localizeDetail(code: ErrorCode, detail: string, lang: MessageLanguage | undefined): string {
  if (!lang) return detail;
  const found = recognise(ERROR_MESSAGES, detail);
  if (!found) return lang === 'en' ? detail : codeMessage(code, lang);
  return translateText(ERROR_MESSAGES, detail, lang, (value) => localizeProblemMessage(value, lang));
}

/** The JSON body of an error answer in `lang`. */
export function localizedErrorBody(
  code: ErrorCode,
  detail: string,
  problems: readonly ApiProblem[] | undefined,
  lang: MessageLanguage | undefined,
) {
  return {
    detail: localizeDetail(code, detail, lang),
    code,
    ...(problems ? { errors: lang ? localizeProblems(problems, lang) : problems } : {}),
  };
}
