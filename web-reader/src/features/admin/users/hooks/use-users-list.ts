import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { AdminUser, UserStatistics } from '@camino/schemas/api/admin-users';
import type { UserType } from '@camino/schemas/api/auth';
import { getUsersPage } from '../api/get-users';

interface State {
  users: AdminUser[];
  statistics: UserStatistics | null;
  /** Where the next page starts on the server. */
  nextOffset: number;
  hasMore: boolean;
  loading: boolean;
  error: unknown;
}

type Action =
  | { type: 'request' }
  | { type: 'page'; users: AdminUser[]; statistics: UserStatistics; hasMore: boolean }
  | { type: 'failure'; error: unknown }
  | { type: 'removed'; id: number; statistics: UserStatistics | null }
  | { type: 'role'; id: number; role: UserType };

const initial: State = {
  users: [],
  statistics: null,
  nextOffset: 0,
  hasMore: true,
  loading: false,
  error: null,
};

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'request':
      return { ...state, loading: true, error: null };
    case 'page': {
      // Accounts created meanwhile push older rows down a place: a row seen already is kept once.
      const seen = new Set(state.users.map((u) => u.id));
      const fresh = action.users.filter((u) => !seen.has(u.id));
      return {
        ...state,
        users: [...state.users, ...fresh],
        statistics: action.statistics,
        nextOffset: state.nextOffset + action.users.length,
        hasMore: action.hasMore && action.users.length > 0,
        loading: false,
      };
    }
    case 'failure':
      return { ...state, loading: false, error: action.error };
    case 'role':
      return {
        ...state,
        users: state.users.map((u) => (u.id === action.id ? { ...u, user_type: action.role } : u)),
      };
    case 'removed': {
      const had = state.users.some((u) => u.id === action.id);
      return {
        ...state,
        users: state.users.filter((u) => u.id !== action.id),
        // The rows after it moved up one place on the server.
        nextOffset: had ? Math.max(0, state.nextOffset - 1) : state.nextOffset,
        statistics: action.statistics ?? state.statistics,
      };
    }
  }
}

/**
 * The admin users list, loaded 50 at a time as the admin scrolls (SPEC.md §9). A failed page
 * keeps the rows already shown; `loadMore` again retries it.
 */
export function useUsersList() {
  const [state, dispatch] = useReducer(reducer, initial);
  const busy = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  const loadMore = useCallback(async () => {
    const { hasMore, nextOffset } = stateRef.current;
    if (busy.current || !hasMore) return;
    busy.current = true;
    dispatch({ type: 'request' });
    try {
      const page = await getUsersPage(nextOffset);
      dispatch({
        type: 'page',
        users: page.users,
        statistics: page.statistics,
        hasMore: page.pagination.has_more,
      });
    } catch (error) {
      dispatch({ type: 'failure', error });
    } finally {
      busy.current = false;
    }
  }, []);

  /** Drops a deleted account and reads the statistics again (they changed with it). */
  const removeUser = useCallback(async (id: number) => {
    let statistics: UserStatistics | null = null;
    try {
      statistics = (await getUsersPage(0, 1)).statistics;
    } catch {
      // The row still goes; the statistics refresh with the next page.
    }
    dispatch({ type: 'removed', id, statistics });
  }, []);

  /** Shows an account's new role (the statistics do not count roles). */
  const changeRole = useCallback((id: number, role: UserType) => dispatch({ type: 'role', id, role }), []);

  useEffect(() => {
    void loadMore();
  }, [loadMore]);

  return { ...state, loadMore, removeUser, changeRole };
}
