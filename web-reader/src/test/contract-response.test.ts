// Proves a mock that drifted from the contract fails where it is made, naming route and pointer.
import { problem } from '@camino/schemas/messages/render-problem';
import { decodeContent } from '@camino/schemas/content-encoding';
import { describe, expect, it } from 'vitest';
import {
  contractBody,
  contractResponse,
  ContractMismatchError,
  encodedContent,
  errorBody,
  errorResponse,
} from './contract-response';

describe('contractResponse', () => {
  it('answers a body that matches the route with its success status', async () => {
    const response = contractResponse('GET /temas', {
      temas: [{ id: 1, title: 'Paz', lang: 'es', fallback: false }],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ temas: [{ id: 1, title: 'Paz', lang: 'es', fallback: false }] });
    expect(
      contractResponse('POST /register', {
        message: 'ok',
        email_verification_required: true,
        user_info: user,
      }).status,
    ).toBe(201);
  });

  it('throws on a mock that drifted, naming the route, each pointer and its problem', () => {
    // A drifted mock is a type error first (tsc checks the tests)…
    const mock = { id: 1, name: 'Paz', lang: 'es', fallback: false } as const;
    // @ts-expect-error `name` is not a field of a tema, and `title` is missing
    expect(() => contractResponse('GET /temas', { temas: [mock] })).toThrow();
    // …and, cast past the types, a test failure naming what drifted.
    const drifted = { temas: [{ id: 1, name: 'Paz', lang: 'es', fallback: false }] } as unknown as {
      temas: [];
    };
    expect(() => contractResponse('GET /temas', drifted)).toThrow(ContractMismatchError);
    expect(() => contractResponse('GET /temas', drifted)).toThrow(
      [
        'The mocked 200 answer of GET /temas does not match the contract:',
        '  /temas/0/title: is required',
        '  /temas/0/name: is not an allowed property (check the spelling)',
      ].join('\n'),
    );
  });

  it('checks a status the route does not answer, and the decoded encoded_content', () => {
    expect(() => contractBody('GET /volumes', { volumes: [] }, 201)).toThrow(
      'status 201 is not one the contract lists (200, 304)',
    );
    const route = 'GET /tema/:id';
    const ok = encodedContent(route, { title: 'Paz', items: [] });
    expect(
      decodeContent(
        contractBody(route, { id: 1, title: 'Paz', encoded_content: ok, lang: 'es', fallback: false })
          .encoded_content,
      ),
    ).toEqual({
      title: 'Paz',
      items: [],
    });
    const drifted = encodedContent(route, { items: [] } as never);
    expect(() =>
      contractBody(route, { id: 1, title: 'Paz', encoded_content: drifted, lang: 'es', fallback: false }),
    ).toThrow('  /encoded_content/title: is required');
  });
});

describe('errorResponse', () => {
  it("sends the contract's error body, detail defaulting to the code's message", async () => {
    const response = errorResponse(404, 'not_found');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found', code: 'not_found' });
    expect(errorBody('invalid_body', 'bad', [problem('/x', 'required')]).errors).toHaveLength(1);
  });

  it('throws on an error body the contract refuses', () => {
    expect(() => errorBody('unavailable' as never, 'The database is unreachable')).toThrow(
      /The mocked error body does not match the contract:\n {2}\/code: must be one of/,
    );
  });
});

const user = {
  id: 1,
  first_name: 'Ana',
  last_name: 'García',
  email: 'ana@example.org',
  username: null,
  user_type: 'user',
} as const;
