import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../hooks/use-session';

/**
 * Member pages (SPEC.md §6): a visitor goes to the sign-in page, `/user-login?redirect=<here>` for
 * the volume page or `/login?redirect=<here>` for the themes. Decided once, as the page opens: when a session
 * expires on the page, the api client's redirect (toast, then back here after signing in) moves.
 */
export function RequireMember({ login, children }: { login: 'user-login' | 'login'; children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const { pathname, search } = useLocation();
  const [allowed] = useState(isAuthenticated);
  if (allowed) return children;
  // Both sign-in pages take the page back: the admin sign-in offers the member sign-in with it.
  const to = `/${login}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
  return <Navigate to={to} replace />;
}
