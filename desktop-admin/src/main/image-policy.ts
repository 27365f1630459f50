/** The thumbnails' hosts: the only remote images the app shows besides the connected server's. */
export const THUMBNAIL_HOSTS = ['https://i.ytimg.com', 'https://img.youtube.com'] as const;

const IMG_SRC = /img-src [^;"]*/;

/**
 * index.html's CSP with `img-src` naming the connected server's origin too. The built page's
 * policy lists 'self', data: and the thumbnails' hosts only; main adds the server when it serves
 * the page, so images load from exactly those origins and never from any other https host.
 */
export function withServerImages(html: string, serverOrigin: string | null): string {
  let origin: string | null = null;
  try {
    if (serverOrigin) {
      const url = new URL(serverOrigin);
      if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.origin;
    }
  } catch {
    origin = null;
  }
  const sources = ["'self'", 'data:', ...THUMBNAIL_HOSTS, ...(origin ? [origin] : [])];
  return html.replace(IMG_SRC, `img-src ${sources.join(' ')}`);
}
