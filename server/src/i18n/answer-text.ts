// The `message` of a successful answer, written for whoever asked.
import { renderMessage, type Message } from '@camino/schemas/messages/render-message';
import type { Request } from 'express';
import { requestLanguage } from './localize-error';

/** A catalogue message in the request's language (Accept-Language), else in its default language. */
export const answerText = (req: Pick<Request, 'acceptsLanguages' | 'headers'>, text: Message): string =>
  renderMessage(text, requestLanguage(req));
