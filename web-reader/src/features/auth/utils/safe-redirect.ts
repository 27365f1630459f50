/**
 * The `redirect` query parameter, accepted only as a path of this site ("/volume/3?chapter=2"),
 * so a crafted login link can never send the user elsewhere after signing in.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return fallback;
  if (value.startsWith('/user-login') || value.startsWith('/login')) return fallback;
  return value;
}
