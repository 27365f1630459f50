import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { VolumeSummary } from '@camino/schemas/api/volumes';
import { getVolumes } from '../../../hooks/use-volumes';
import {
  parseChapterSearch,
  validateChapterSearch,
  type SearchError,
} from '../utils/validate-chapter-search';

/** Where a signed-out search sends the visitor: login, then straight back to that chapter. */
function loginPathFor(input: string): string {
  const parsed = parseChapterSearch(input);
  if (!parsed.ok) return '/user-login';
  return `/user-login?redirect=${encodeURIComponent(`/volume/${parsed.volume}?chapter=${parsed.index}`)}`;
}

/** After a signed-out search, the login page opens this long after the message (SPEC.md §9). */
export const LOGIN_REDIRECT_DELAY_MS = 1500;

/**
 * The home chapter search: a searching flag while it validates, the error cleared at the start of
 * each search, and on success a move to /volume/{n} with the chapter as `searchIndex` state.
 */
export function useChapterSearch(options: {
  isAuthenticated: boolean;
  volumes: VolumeSummary[] | undefined;
}) {
  const navigate = useNavigate();
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<SearchError | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useCallback(
    async (input: string) => {
      setError(null);
      setSearching(true);
      try {
        const volumes = options.volumes ?? (options.isAuthenticated ? await getVolumes() : []);
        const result = validateChapterSearch(input, { isAuthenticated: options.isAuthenticated, volumes });
        if (!result.ok) {
          setError(result.error);
          if (result.error.key === 'searchErrorRequiresLogin') {
            clearTimeout(timer.current);
            const target = loginPathFor(input);
            timer.current = setTimeout(() => void navigate(target), LOGIN_REDIRECT_DELAY_MS);
          }
          return;
        }
        await navigate(`/volume/${result.volume}`, { state: { searchIndex: result.index } });
      } catch {
        setError({ key: 'searchErrorNavigation' });
      } finally {
        setSearching(false);
      }
    },
    [navigate, options.isAuthenticated, options.volumes],
  );

  return { search, searching, error };
}
