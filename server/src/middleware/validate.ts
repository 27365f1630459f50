import type { RequestHandler } from 'express';
import type { Problem } from '@camino/schemas/validator';
import { invalidBody } from '../errors';

type Validator = (data: unknown) => { ok: true } | { ok: false; problems: Problem[] };

/** Validates `req.body` with a shared schema validator: 422 with every problem, nothing else runs. */
export const validateBody =
  (validator: Validator): RequestHandler =>
  (req, _res, next) => {
    const result = validator(req.body ?? {});
    if (!result.ok) throw invalidBody(result.problems);
    next();
  };
