import type { RequestHandler } from 'express';
import type { QueryValues } from '@camino/schemas/api-query-validators';
import { dryRunProperty } from '@camino/schemas/api/revisions';
import type { Problem, Validator } from '@camino/schemas/validator';
import { invalidBody } from '../errors';
import { paramsError } from '../lib/params';

type BodyValidator = (data: unknown) => { ok: true } | { ok: false; problems: Problem[] };

/** Validates `req.body` with a shared schema validator: 422 with every problem, nothing else runs. */
export const validateBody =
  (validator: BodyValidator): RequestHandler =>
  (req, _res, next) => {
    const result = validator(req.body ?? {});
    if (!result.ok) throw invalidBody(result.problems);
    next();
  };

/** What validateQuery reads of a route's query schema. */
export interface QuerySchema {
  required?: readonly string[];
  properties?: Readonly<Record<string, unknown>>;
}

/**
 * Checks the query with the route's precompiled validator (api-query-validators.ts: numbers read
 * as numbers, unknown parameters dropped) and leaves the checked values in `res.locals.query` for
 * the handler; 400 naming each bad parameter otherwise. An optional parameter sent empty
 * (`?lang=`, as a form sends an empty field) counts as absent, as the handlers always read it,
 * except a yes/no flag (dryRunProperty): a bare `?dry_run` asks for a dry run, and must not
 * quietly become a real change.
 */
export function validateQuery(schema: QuerySchema, validator: Validator<QueryValues>): RequestHandler {
  const required = new Set(schema.required ?? []);
  const emptyIsAbsent = (name: string) => !required.has(name) && schema.properties?.[name] !== dryRunProperty;
  return (req, res, next) => {
    const sent = Object.entries(req.query as Record<string, unknown>).filter(
      ([name, value]) => value !== '' || !emptyIsAbsent(name),
    );
    // A fresh object: the validator coerces values and drops unknown parameters in place.
    const result = validator(Object.fromEntries(sent));
    if (!result.ok) throw paramsError(result.problems as [Problem, ...Problem[]]);
    res.locals.query = result.value;
    next();
  };
}
