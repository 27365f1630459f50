import type { FromSchema } from 'json-schema-to-ts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ButtonConfig } from '../button-config';
import type { AdminTemasResponse, TemaVisibilityResponse } from './admin-content';
import type { UserRoleResponse } from './admin-users';
import type { MessageResponse, PageQuery } from './common';
import { messageResponseSchema } from './common';
import type { GospelViewsResponse } from './gospel';
import { apiList, apiObject, closedObject, messageAnswer } from './schema-builders';

// The builders must give FromSchema what a literal `as const` gives it: these are the types
// the reader, the panel and the server use, written out.
describe('schema builders', () => {
  it('keep the exact types of the schemas they build', () => {
    expectTypeOf<MessageResponse>().toEqualTypeOf<{ message: string }>();
    expectTypeOf<PageQuery>().toEqualTypeOf<{ offset?: number; limit?: number }>();
    expectTypeOf<GospelViewsResponse>().toEqualTypeOf<{ date: string; count: number }>();
    expectTypeOf<UserRoleResponse>().toEqualTypeOf<{
      message: string;
      id: number;
      user_type: 'user' | 'admin';
      changed: boolean;
    }>();
    expectTypeOf<AdminTemasResponse>().toEqualTypeOf<{
      temas: { id: number; title: string; created_at: string; visible: boolean }[];
    }>();
    expectTypeOf<TemaVisibilityResponse['message']>().toEqualTypeOf<string>();
    expectTypeOf<ButtonConfig>().toEqualTypeOf<{ [x: string]: unknown; enabled: boolean }>();
    expectTypeOf(
      messageResponseSchema.$id,
    ).toEqualTypeOf<'https://camino.app/schemas/api/message-response.json'>();
  });

  it('write the keys in the order a literal would', () => {
    const fields = { required: ['n'], properties: { n: { type: 'integer' } } } as const;
    expect(Object.keys(apiObject('n-response', 'N', fields))).toEqual([
      '$schema',
      '$id',
      'title',
      'type',
      'additionalProperties',
      'required',
      'properties',
    ]);
    expect(closedObject(fields)).toEqual({ type: 'object', additionalProperties: false, ...fields });
  });

  it('put message first and name a list by its key', () => {
    const answer = messageAnswer('n-response', 'N', {
      required: ['n'],
      properties: { n: { type: 'integer' } },
    });
    expect(answer.required).toEqual(['message', 'n']);
    expect(Object.keys(answer.properties)).toEqual(['message', 'n']);
    expectTypeOf<FromSchema<typeof answer>>().toEqualTypeOf<{ message: string; n: number }>();
    const list = apiList('ns-response', 'Ns', { ns: { type: 'integer' } });
    expect(list.required).toEqual(['ns']);
    expect(list.properties).toEqual({ ns: { type: 'array', items: { type: 'integer' } } });
    expectTypeOf<FromSchema<typeof list>>().toEqualTypeOf<{ ns: number[] }>();
  });
});
