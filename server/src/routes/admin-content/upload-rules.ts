import { problem } from '@camino/schemas/messages/render-problem';
import type { Request, RequestHandler } from 'express';
import type { Validator } from '@camino/schemas/validator';
import { AppError, badRequest, message, type Message } from '../../errors';
import type { Actor } from '../../services/audit-service';
import { parseJson } from '@camino/schemas/json-text';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses the uploaded JSON file and validates it with a shared schema: 400 when it is not JSON
 * text, 422 with every problem when the schema refuses it. The value goes to `res.locals.document`.
 */
export function validateJsonFile<T>(validator: Validator<T>, invalid: Message): RequestHandler {
  return (req, res, next) => {
    let text: string;
    try {
      text = utf8.decode(req.file!.buffer);
    } catch {
      throw badRequest(message('choose_json'), [problem('', 'not_valid_utf8')]);
    }
    const parsed = parseJson(text);
    if (!parsed.ok) throw badRequest(message('choose_json'), parsed.problems);
    const result = validator(parsed.value);
    if (!result.ok) throw new AppError(422, 'invalid_body', invalid, result.problems);
    res.locals.document = result.value;
    next();
  };
}

/** The signed-in admin, as the audit log records them. */
export const actorOf = (req: Request): Actor => ({ id: req.auth!.id, name: req.auth!.name });
