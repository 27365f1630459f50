import { safeInternalPath } from '../../../lib/safe-path';

/**
 * The `redirect` query parameter, accepted only as a path of this site ("/volume/3?chapter=2"),
 * so a crafted login link can never send the user elsewhere after signing in.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  const path = safeInternalPath(value, fallback);
  if (path.startsWith('/user-login') || path.startsWith('/login')) return fallback;
  return path;
}
