import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiGet,
  apiPost,
  SESSION_EXPIRED_EVENT,
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_REDIRECT_MS,
  setApiNavigator,
} from './api-client';
import { NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError } from './api-errors';
import { clearSession, getSession, saveSession } from './session';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

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
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await apiPost('/notes/save', { note_text: 'hi' }, { query: { volume: 1, index: 2 } });
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
    fetchMock.mockResolvedValue(json(200, { volumes: [] }));
    await apiGet('/volumes');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('decodes encoded_content in answers', async () => {
    const encoded = Buffer.from('{"title":"Capítulo"}').toString('base64').split('').reverse().join('');
    fetchMock.mockResolvedValue(json(200, { encoded_content: encoded }));
    expect(await apiGet('/main-file/1/1')).toEqual({ title: 'Capítulo' });
  });

  it('answers 204 with undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    expect(await apiPost('/evangelio-views/increment')).toBeUndefined();
  });

  it('maps statuses to typed errors with the server code and detail', async () => {
    fetchMock.mockResolvedValueOnce(
      json(404, { detail: 'The gospel for 2026-01-01 is not available', code: 'not_found' }),
    );
    const error = await apiGet('/evangelio-del-dia').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({
      status: 404,
      code: 'not_found',
      detail: 'The gospel for 2026-01-01 is not available',
    });

    fetchMock.mockResolvedValueOnce(json(429, { code: 'too_many_requests' }, { 'Retry-After': '120' }));
    const limited = await apiPost('/login', {}).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(TooManyRequestsError);
    expect((limited as TooManyRequestsError).retryAfterSeconds).toBe(120);

    fetchMock.mockResolvedValueOnce(json(422, { code: 'invalid_body' }));
    await expect(apiPost('/register', {})).rejects.toBeInstanceOf(ValidationError);
  });

  it('turns a 401 while signed in into sessionExpired, a cleared session and a redirect after 100 ms', async () => {
    vi.useFakeTimers();
    saveSession({ access_token: 'old', user_type: 'user', user_info: {} });
    fetchMock.mockResolvedValue(json(401, { code: 'invalid_token' }));

    await expect(apiGet('/news-config')).rejects.toBeInstanceOf(UnauthorizedError);
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
    fetchMock.mockImplementation(async () => json(401, {}));
    await Promise.allSettled([apiGet('/a'), apiGet('/b'), apiGet('/c')]);
    vi.runAllTimers();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 alone when signed out, or for a login attempt', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(401, { code: 'unauthenticated' }));
    await expect(apiGet('/volumes/1/playlist')).rejects.toBeInstanceOf(UnauthorizedError);

    saveSession({ access_token: 'keep', user_type: 'user', user_info: {} });
    await expect(apiPost('/login', {}, { expireSessionOn401: false })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    vi.runAllTimers();
    expect(expired).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(getSession()?.authToken).toBe('keep');
  });

  it('reports a failed connection as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/volumes')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
