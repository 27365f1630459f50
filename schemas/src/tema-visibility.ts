import type { FromSchema } from 'json-schema-to-ts';
import { validate as precompiled } from './generated/tema-visibility';
import { fromPrecompiled } from './validator';

/** Shows or hides one tema from members (`PUT /admin/tema/{id}/visibility`). */
export const temaVisibilitySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://camino.app/schemas/tema-visibility.json',
  title: 'Tema visibility',
  description: 'Whether members see a tema; hidden temas stay listed for admins.',
  type: 'object',
  required: ['visible'],
  properties: { visible: { type: 'boolean' } },
} as const;

/** A tema's visibility. */
export type TemaVisibility = FromSchema<typeof temaVisibilitySchema>;

/** Checks a tema visibility body. */
export const validateTemaVisibility = fromPrecompiled<TemaVisibility>(precompiled);
