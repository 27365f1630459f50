import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { contractResponse, encodedContent, errorResponse } from '../test/contract-response';
import {
  apiCall,
  SESSION_EXPIRED_EVENT,
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_REDIRECT_MS,
  setApiNavigator,
} from './api-client';
import { NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from './api-errors';
import { clearSession, getSession, saveSession } from './session';

const login = { username: 'ana@example.org', password: 'secret1' };
const registration = {
  first_name: 'Ana',
  last_name: 'García',
  email: 'ana@example.org',
  password: 'secret1',
};

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const navigate = vi.fn();
  const expired = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setApiNavigator(navigate);
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    window.history.replaceState(null, '', '/evangelio?date=2026-11-20');
  });
  afterEach(() => {
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    fetchMock.mockReset();
    navigate.mockReset();
    expired.mockReset();
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('calls /api with the bearer token when signed in, and JSON bodies', async () => {
    saveSession({ access_token: 'abc', user_type: 'user', user_info: {} });
    fetchMock.mockResolvedValue(
      contractResponse('POST /notes/save', {
        message: 'Note saved',
        note_text: 'hi',
        updated_at: '2026-11-23T17:58:20.123Z',
        version: 1,
        chapter_key: 'vid2',
        index: 2,
      }),
    );
    await apiCall('POST /notes/save', { query: { volume: 1, index: 2 }, body: { note_text: 'hi' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/notes/save?volume=1&index=2');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"note_text":"hi"}');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['Accept-Language']).toMatch(/^(en-US|es-ES)$/);
  });

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(contractResponse('GET /volumes', { volumes: [] }));
    await apiCall('GET /volumes');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('takes the method from the route and fills its params into the path', async () => {
    fetchMock.mockResolvedValue(contractResponse('DELETE /admin/tema/:id', { message: 'deleted' }));
    await apiCall('DELETE /admin/tema/:id', { params: { id: 7 } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/tema/7');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
  });

  it('decodes encoded_content in answers', async () => {
    const route = 'GET /tema/:id';
    const content = { title: 'Capítulo', items: [] };
    fetchMock.mockResolvedValue(
      contractResponse(route, {
        id: 1,
        title: 'Capítulo',
        encoded_content: encodedContent(route, content),
        lang: 'es',
        fallback: false,
      }),
    );
    expect(await apiCall(route, { params: { id: 1 } })).toEqual(content);
  });

  it('answers 204 with undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    expect(await apiCall('POST /evangelio-views/increment')).toBeUndefined();
  });

  it('maps statuses to typed errors with the server code and detail', async () => {
    fetchMock.mockResolvedValueOnce(
      errorResponse(404, 'not_found', { detail: 'The gospel for 2026-01-01 is not available' }),
    );
    const error = await apiCall('GET /evangelio-del-dia').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({
      status: 404,
      code: 'not_found',
      detail: 'The gospel for 2026-01-01 is not available',
    });

    fetchMock.mockResolvedValueOnce(
      errorResponse(429, 'too_many_requests', { headers: { 'Retry-After': '120' } }),
    );
    const limited = await apiCall('POST /login', { body: login }).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(TooManyRequestsError);
    expect((limited as TooManyRequestsError).retryAfterSeconds).toBe(120);

    fetchMock.mockResolvedValueOnce(errorResponse(422, 'invalid_body'));
    await expect(apiCall('POST /register', { body: registration })).rejects.toBeInstanceOf(ValidationError);
  });

  it('turns a 401 while signed in into sessionExpired, a cleared session and a redirect after 100 ms', async () => {
    vi.useFakeTimers();
    saveSession({ access_token: 'old', user_type: 'user', user_info: {} });
    fetchMock.mockResolvedValue(errorResponse(401, 'invalid_token'));

    await expect(apiCall('GET /news-config')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(expired).toHaveBeenCalledTimes(1);
    expect((expired.mock.calls[0]![0] as CustomEvent).detail).toEqual({ message: SESSION_EXPIRED_MESSAGE });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();

    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith(
      `/user-login?redirect=${encodeURIComponent('/evangelio?date=2026-11-20')}`,
    );
  });

  it('fires once when several signed-in calls fail together', async () => {
    vi.useFakeTimers();
    saveSession({ access_token: 'old', user_type: 'user', user_info: {} });
    fetchMock.mockImplementation(async () => errorResponse(401, 'invalid_token'));
    await Promise.allSettled([
      apiCall('GET /temas'),
      apiCall('GET /volumes/progress'),
      apiCall('GET /about'),
    ]);
    vi.runAllTimers();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('clears a stale session quietly for a call the page can do without, and stays on the page', async () => {
    vi.useFakeTimers();
    saveSession({ access_token: 'stale', user_type: 'user', user_info: {} });
    fetchMock.mockResolvedValue(errorResponse(401, 'invalid_token'));
    await Promise.allSettled([
      apiCall('POST /evangelio-views/increment', { query: { date: '2026-11-20' }, sessionOptional: true }),
      apiCall('GET /volumes/progress', { sessionOptional: true }),
    ]);
    vi.runAllTimers();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(expired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a 401 alone when signed out, or for a login attempt', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(errorResponse(401, 'unauthenticated'));
    await expect(apiCall('GET /volumes/:volume/playlist', { params: { volume: 1 } })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );

    saveSession({ access_token: 'keep', user_type: 'user', user_info: {} });
    await expect(apiCall('POST /login', { body: login, expireSessionOn401: false })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    vi.runAllTimers();
    expect(expired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(getSession()?.authToken).toBe('keep');
  });

  it('types params, query, body and the answer from the route (tsc checks this file)', async () => {
    fetchMock.mockImplementation(async () => contractResponse('GET /temas', { temas: [] }));
    const answer = await apiCall('GET /temas');
    expectTypeOf(answer.temas).toEqualTypeOf<
      Array<{ id: number; title: string; lang: 'en' | 'es'; fallback: boolean }>
    >();
    expectTypeOf(apiCall<'POST /evangelio-views/increment'>).returns.resolves.toEqualTypeOf<undefined>();
    // @ts-expect-error a route the contract does not have
    await apiCall('GET /nothing-here');
    // @ts-expect-error a route with params needs them
    await apiCall('GET /notes/:volume/:index');
    // @ts-expect-error a body the route does not take
    await apiCall('POST /videos/watch', { body: { video: 'x' } });
    // @ts-expect-error a query field the route does not know
    await apiCall('GET /admin/users', { query: { page: 2 } });
  });

  it('reports a failed connection as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiCall('GET /volumes')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
