import { describe, expect, it } from 'vitest';
import { errorFromResponse, ValidationError } from './api-errors';

describe('errorFromResponse', () => {
  it("keeps the server's problems with their pointers", () => {
    const error = errorFromResponse(
      422,
      {
        detail: 'The playlist file is not valid',
        errors: [
          { pointer: '/items/0/videoId', message: 'is required' },
          { pointer: '/x', message: 42 },
          'noise',
        ],
      },
      null,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.detail).toBe('The playlist file is not valid');
    expect(error.problems).toEqual([{ pointer: '/items/0/videoId', message: 'is required' }]);
  });

  it('no problems when the body has none', () => {
    expect(errorFromResponse(500, undefined, null).problems).toEqual([]);
    expect(errorFromResponse(429, { errors: 'x' }, '3').problems).toEqual([]);
  });

  it("keeps a code the contract names and drops one it does not (a proxy's body)", () => {
    expect(errorFromResponse(403, { detail: 'x', code: 'email_not_verified' }, null).code).toBe(
      'email_not_verified',
    );
    expect(errorFromResponse(502, { code: 'upstream_timeout' }, null).code).toBeUndefined();
  });
});
