import { API_ROUTES, type ApiRouteSpec } from './api/routes';
import * as generated from './generated/api-queries';
import { queryExportName } from './validated-modules';
import { fromPrecompiled, type PrecompiledValidate, type Validator } from './validator';

/** The parameters of a query as its validator returns them: coerced, only those the schema lists. */
export type QueryValues = Record<string, unknown>;

const validates = generated as Record<string, PrecompiledValidate | undefined>;

/**
 * The validator of each query schema of the route table, by `$id` (build-validators.ts says how
 * they read values and unknown parameters). It changes the object it checks, so give it a copy.
 * A schema without a generated validator is missing here; the server refuses to mount its route.
 */
export const QUERY_VALIDATORS: ReadonlyMap<string, Validator<QueryValues>> = new Map(
  Object.values(API_ROUTES as Record<string, ApiRouteSpec>).flatMap((spec) => {
    const id = (spec.query as { $id?: string } | undefined)?.$id;
    const validate = id === undefined ? undefined : validates[queryExportName(id)];
    return id !== undefined && validate ? [[id, fromPrecompiled<QueryValues>(validate)] as const] : [];
  }),
);
