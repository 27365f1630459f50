/**
 * Which links leave the app for the system browser: http(s) only, never file:, javascript:,
 * custom protocols or anything with credentials in it. Everything else is refused.
 */
export function isExternalLinkAllowed(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username && !parsed.password
  );
}

/**
 * Whether a navigation or IPC sender is on the app's own origin (the only place the window may
 * go). Compared by scheme and host, not `URL.origin`: Node's URL gives a custom scheme such as
 * app:// the origin "null", which would match nothing (or, worse, every other opaque origin).
 */
export function isSameOrigin(url: string, appOrigin: string): boolean {
  try {
    const target = new URL(url);
    const app = new URL(appOrigin);
    return target.protocol === app.protocol && target.host === app.host && target.host !== '';
  } catch {
    return false;
  }
}
