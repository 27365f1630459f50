import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session, type UserInfo } from '../lib/session';

/** The auth context of SPEC.md §3: isAuthenticated, userType, token, userInfo, loading. */
export interface AuthState {
  isAuthenticated: boolean;
  isAdmin: boolean;
  userType: string | null;
  token: string | null;
  userInfo: UserInfo | null;
  /** Always false: the session is restored synchronously from storage at start-up. */
  loading: false;
  session: Session | null;
}

/** The server knows no session (it lives in localStorage): pre-rendered pages are the visitor's. */
const noSession = (): Session | null => null;

/**
 * The session, re-rendering on sign-in and sign-out. While a pre-rendered page hydrates it reads as
 * signed out, like the server's markup; React then renders the member's version at once.
 */
export function useSession(): AuthState {
  const session = useSyncExternalStore(subscribeSession, getSession, noSession);
  return {
    isAuthenticated: session !== null,
    isAdmin: session?.userType === 'admin',
    userType: session?.userType ?? null,
    token: session?.authToken ?? null,
    userInfo: session?.userInfo ?? null,
    loading: false,
    session,
  };
}
