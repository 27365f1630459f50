// The language of an answer and its error body in that language.
import type { ApiProblem, ErrorCode } from '@camino/schemas/api/error-codes';
import { renderMessage, type Message, type MessageLanguage } from '@camino/schemas/messages/render-message';
import { localizeProblems } from '@camino/schemas/messages/render-problem';
import type { Request } from 'express';

/**
 * The language the client asked for with Accept-Language (the reader and the desktop app send
 * their UI language), negotiated by express: Spanish, or English for English and any language
 * Camino does not speak. Undefined without the header: each message then answers in its own
 * default language (render-message.ts), and problems stay as the checks wrote them.
 */
export function requestLanguage(
  req: Pick<Request, 'acceptsLanguages' | 'headers'>,
): MessageLanguage | undefined {
  if (!req.headers['accept-language']) return undefined;
  return req.acceptsLanguages('en', 'es') === 'es' ? 'es' : 'en';
}

/** The JSON body of an error answer in `lang`: `detail` from the catalogue, problems translated. */
export function localizedErrorBody(
  code: ErrorCode,
  detail: Message,
  problems: readonly ApiProblem[] | undefined,
  lang: MessageLanguage | undefined,
) {
  return {
    detail: renderMessage(detail, lang),
    code,
    ...(problems ? { errors: lang ? localizeProblems(problems, lang) : problems } : {}),
  };
}
