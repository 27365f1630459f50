/**
 * The img-src sources of the site's Content Security Policy (app.ts builds the header from this
 * list), and the check that refuses a featured image the browser would block: saving an image
 * the page then cannot show is worse than a clear refusal.
 */
import { coded, type Coded } from '@camino/schemas/messages/render-problem';

export const IMG_SRC: readonly string[] = ["'self'", 'data:', 'https:'];

/** Whether `source` (one CSP source expression) allows `url` on a site served at `siteOrigin`. */
function allows(source: string, url: URL, siteOrigin: string | null): boolean {
  if (source === "'self'") return siteOrigin !== null && url.origin === siteOrigin;
  // A scheme source: 'https:', 'data:'.
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return url.protocol === source.toLowerCase();
  // A host source: [scheme://]host[:port][/path], host may start with '*.'.
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?(\/.*)?$/i.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host, port, path] = match;
  if (scheme ? url.protocol !== `${scheme.toLowerCase()}:` : url.protocol !== 'https:') return false;
  const hostname = url.hostname.toLowerCase();
  const base = host!.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${base}`) : hostname !== base) return false;
  if (port && port !== '*' && url.port !== port) return false;
  return !path || url.pathname.startsWith(path);
}

/**
 * Why the site's CSP would block `imageUrl`, or null when an image there would show. A path on
 * this site ('/demo/x.svg') is 'self'. `publicUrl` is the site's own address (config), if known.
 */
export function blockedImageReason(
  imageUrl: string,
  publicUrl: string | null | undefined,
  sources: readonly string[] = IMG_SRC,
): Coded | null {
  let siteOrigin: string | null = null;
  try {
    siteOrigin = publicUrl ? new URL(publicUrl).origin : null;
  } catch {
    siteOrigin = null;
  }
  let url: URL;
  try {
    url = new URL(imageUrl, siteOrigin ?? 'https://camino.invalid');
  } catch {
    return coded('format_uri');
  }
  if (imageUrl.startsWith('/') && !imageUrl.startsWith('//') && sources.includes("'self'")) return null;
  if (sources.some((source) => allows(source, url, siteOrigin))) return null;
  const allowed = sources.join(' ');
  if (url.protocol === 'http:') {
    return coded('image_http_blocked', { allowed });
  }
  return coded('image_blocked', { allowed });
}
