import { useContext, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInPath } from '@camino/schemas/member-pages';
import { useSession } from '../../hooks/use-session';
import { PageDataContext } from '../../lib/page-data';

/**
 * Member pages (SPEC.md §6): a visitor goes to the sign-in page, `/user-login?redirect=<here>` for
 * the volume page or `/login?redirect=<here>` for the themes. Decided once, as the page opens: when a session
 * expires on the page, the api client's redirect (toast, then back here after signing in) moves.
 * The server's shell of a member page (`member` page data) is drawn as a member's, in its loading
 * state; the browser renders it afresh and decides by its own session.
 */
export function RequireMember({ login, children }: { login: 'user-login' | 'login'; children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const drawnForMember = useContext(PageDataContext)?.member === true && typeof window === 'undefined';
  const { pathname, search } = useLocation();
  const [allowed] = useState(isAuthenticated || drawnForMember);
  if (allowed) return children;
  const here = `${pathname}${search}`;
  // Both sign-in pages take the page back: the admin sign-in offers the member sign-in with it.
  const to = login === 'user-login' ? signInPath(here) : `/login?redirect=${encodeURIComponent(here)}`;
  return <Navigate to={to} replace />;
}
