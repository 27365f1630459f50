import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiPath, type ApiParams, type ApiRouteAt } from './paths';

describe('apiPath', () => {
  it('fills the parameters in, encoded, and adds the query', () => {
    expect(apiPath('GET /notes/:volume/:index', { volume: 1, index: 2 })).toBe('/notes/1/2');
    expect(apiPath('GET /admin/evangelios/:date', { date: '2026-01-01' })).toBe(
      '/admin/evangelios/2026-01-01',
    );
    expect(apiPath('GET /tema/:id', { id: 'a/b' })).toBe('/tema/a%2Fb');
    expect(apiPath('GET /volumes', {})).toBe('/volumes');
    expect(apiPath('POST /notes/save', {}, { volume: 3, index: 4, skip: undefined })).toBe(
      '/notes/save?volume=3&index=4',
    );
  });

  it('types the parameters and finds the route of a concrete path', () => {
    expectTypeOf<ApiParams<'GET /notes/:volume/:index'>>().toEqualTypeOf<{
      volume: string | number;
      index: string | number;
    }>();
    expectTypeOf<ApiRouteAt<'GET', '/volumes/3/playlist'>>().toEqualTypeOf<'GET /volumes/:volume/playlist'>();
    expectTypeOf<ApiRouteAt<'GET', '/volumes/progress'>>().toEqualTypeOf<'GET /volumes/progress'>();
    expectTypeOf<ApiRouteAt<'GET', '/admin/users?offset=0'>>().toEqualTypeOf<'GET /admin/users'>();
    expectTypeOf<ApiRouteAt<'POST', '/admin/upload-temas'>>().toEqualTypeOf<'POST /admin/upload-temas'>();
    expectTypeOf<ApiRouteAt<'GET', '/no-such-route'>>().toBeNever();
  });
});
