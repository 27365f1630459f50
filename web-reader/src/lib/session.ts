/**
 * The signed-in session, kept in localStorage under the keys SPEC.md §3 names (authToken,
 * userType, userInfo) and restored at start-up. A tiny store: components read it through
 * `useSession`, the api client reads the token, and every tab follows changes made in another.
 */

import type { LoginResponse, UserInfo as AccountInfo } from '@camino/schemas/api/auth';
import { hasSignedInHint, SESSION_KEYS, signedInCookie } from '@camino/schemas/member-pages';

/**
 * What the reader keeps of the signed-in account (POST /login `user_info`): a copy restored from
 * storage may lack fields, so every field is optional.
 */
export type UserInfo = Partial<AccountInfo>;

export interface Session {
  authToken: string;
  userType: string;
  userInfo: UserInfo;
}

/** The session part of a POST /login or POST /register answer. */
export type SessionAnswer = Pick<LoginResponse, 'access_token' | 'user_type'> & { user_info: UserInfo };

const KEYS = SESSION_KEYS;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = readStoredSession();

function readStoredSession(): Session | null {
  try {
    const authToken = localStorage.getItem(KEYS.token);
    if (!authToken) return null;
    const userType = localStorage.getItem(KEYS.type) ?? '';
    const parsed: unknown = JSON.parse(localStorage.getItem(KEYS.info) ?? '{}');
    const userInfo = parsed && typeof parsed === 'object' ? (parsed as UserInfo) : {};
    return { authToken, userType, userInfo };
  } catch {
    // Unreadable storage or a damaged userInfo: start signed out rather than half signed in.
    return null;
  }
}

/**
 * Keeps the server's "signed in" hint cookie in step with the stored session, so a navigation to
 * a member page is answered at once: a redirect to sign in, or the page's shell (see
 * @camino/schemas/member-pages). Only a hint: the API still checks the token.
 */
function syncSignedInHint(): void {
  if (typeof document === 'undefined') return;
  const signedIn = current !== null;
  if (hasSignedInHint(document.cookie) !== signedIn) document.cookie = signedInCookie(signedIn);
}

function emit(): void {
  syncSignedInHint();
  for (const listener of listeners) listener();
}

/** The current session, or null when signed out. */
export function getSession(): Session | null {
  return current;
}

/** Stores a new session (after a login or an automatic login at registration). */
export function saveSession(response: SessionAnswer): Session {
  current = { authToken: response.access_token, userType: response.user_type, userInfo: response.user_info };
  try {
    localStorage.setItem(KEYS.token, current.authToken);
    localStorage.setItem(KEYS.type, current.userType);
    localStorage.setItem(KEYS.info, JSON.stringify(current.userInfo));
  } catch {
    // Private mode without storage: the session still lives for this page.
  }
  emit();
  return current;
}

/** Forgets the session everywhere (logout or expiry). The darkMode preference stays. */
export function clearSession(): void {
  current = null;
  try {
    for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
  emit();
}

/** Subscribes to session changes; returns the unsubscribe function (useSyncExternalStore shape). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads storage: used when another tab signs in or out. */
export function reloadSession(): void {
  current = readStoredSession();
  emit();
}

// A session stored before the reader kept the hint (or a hint left by a cleared storage) is put
// right as the reader starts.
syncSignedInHint();

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(KEYS).includes(event.key)) reloadSession();
  });
}
