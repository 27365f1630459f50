import { describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRouteKey, type ApiRouteSpec } from '@camino/schemas/api/routes';
import { KEEP_POLICY, keptOwner, PUBLIC_OWNER } from './keep-policy';

const member = { authToken: 't', userInfo: { id: 7 } };

describe('keep policy', () => {
  it('keeps only GET routes of the contract, none of them admin, account or search', () => {
    for (const route of Object.keys(KEEP_POLICY)) {
      expect(route in API_ROUTES, route).toBe(true);
      expect(route.startsWith('GET '), route).toBe(true);
      expect(route, route).not.toMatch(/admin|search|notes\/(save|delete)|reminders|push|login|register/);
    }
  });

  it("files an answer as public exactly when the contract's route is public", () => {
    for (const [route, rule] of Object.entries(KEEP_POLICY)) {
      const access = (API_ROUTES[route as ApiRouteKey] as ApiRouteSpec).access;
      expect(rule!.owner, route).toBe(access === 'public' ? 'public' : 'caller');
    }
  });

  it("keeps a member's answer under their account, a public one under 'public', and no other route", () => {
    expect(keptOwner('GET /main-file/:volume/:index', member)).toBe('account:7');
    expect(keptOwner('GET /main-file/:volume/:index', null)).toBe(PUBLIC_OWNER);
    expect(keptOwner('GET /evangelio-del-dia', member)).toBe(PUBLIC_OWNER);
    expect(keptOwner('GET /search', member)).toBeUndefined();
    expect(keptOwner('GET /admin/users', member)).toBeUndefined();
    expect(keptOwner('GET /notes/:volume/:index', member)).toBe('account:7');
    expect(keptOwner('GET /notes', member)).toBeUndefined();
    // A restored session without its account id: nothing is filed under an unknown name.
    expect(keptOwner('GET /today', { authToken: 't', userInfo: {} })).toBeUndefined();
  });
});
