import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/tema-visibility';
import { fromPrecompiled } from './validator';
import { namedSchema } from './api/schema-builders';

/** Shows or hides one tema from members (`PUT /admin/tema/{id}/visibility`). */
export const temaVisibilitySchema = namedSchema('tema-visibility', {
  title: 'Tema visibility',
  description: 'Whether members see a tema; hidden temas stay listed for admins.',
  type: 'object',
  required: ['visible'],
  properties: { visible: { type: 'boolean' } },
});

/** A tema's visibility. */
export type TemaVisibility = FromSchema<typeof temaVisibilitySchema>;

/** Checks a tema visibility body. */
export const validateTemaVisibility = fromPrecompiled<TemaVisibility>(precompiled);
