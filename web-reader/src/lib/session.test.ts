import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadSession = async () => {
  vi.resetModules();
  return import('./session');
};

describe('session storage (SPEC.md §3)', () => {
  beforeEach(() => localStorage.clear());

  it('stores authToken, userType and userInfo, and restores them at start-up', async () => {
    const first = await loadSession();
    first.saveSession({
      access_token: 'tok',
      user_type: 'user',
      user_info: { first_name: 'Ana', email: 'a@x.org' },
    });
    expect(localStorage.getItem('authToken')).toBe('tok');
    expect(localStorage.getItem('userType')).toBe('user');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual({ first_name: 'Ana', email: 'a@x.org' });

    const restarted = await loadSession();
    expect(restarted.getSession()).toEqual({
      authToken: 'tok',
      userType: 'user',
      userInfo: { first_name: 'Ana', email: 'a@x.org' },
    });
  });

  it('clears everything on logout but keeps the darkMode preference', async () => {
    const { saveSession, clearSession, getSession } = await loadSession();
    localStorage.setItem('darkMode', 'true');
    saveSession({ access_token: 'tok', user_type: 'admin', user_info: {} });
    clearSession();
    expect(getSession()).toBeNull();
    expect(['authToken', 'userType', 'userInfo'].map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
    ]);
    expect(localStorage.getItem('darkMode')).toBe('true');
  });

  it('starts signed out when the stored userInfo is damaged', async () => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('userInfo', '{not json');
    const { getSession } = await loadSession();
    expect(getSession()).toBeNull();
  });

  it('tells subscribers about changes', async () => {
    const { saveSession, clearSession, subscribeSession } = await loadSession();
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession({ access_token: 't', user_type: 'user', user_info: {} });
    clearSession();
    unsubscribe();
    saveSession({ access_token: 't2', user_type: 'user', user_info: {} });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
