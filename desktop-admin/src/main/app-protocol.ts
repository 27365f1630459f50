import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFile } from 'node:fs/promises';
import { net, protocol } from 'electron';
import { withServerImages } from './image-policy';

/**
 * The built renderer is served from `app://camino/` rather than file://: the page gets a real
 * origin, so the CSP's 'self' means exactly the app's own files, Monaco's workers load, and
 * navigation checks can compare origins.
 */
export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://camino`;

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
    },
  ]);
}

/**
 * Serves files under `rendererDir` only; anything else is a 404. index.html gets the connected
 * server's origin in its image CSP (at load time: a page loaded before connecting shows no
 * server images until it reloads).
 */
export function serveRenderer(rendererDir: string, serverOrigin: () => string | null = () => null): void {
  const root = path.resolve(rendererDir);
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const relative = decodeURIComponent(url.pathname).replace(/^\/+/, '') || 'index.html';
    const file = path.resolve(root, relative);
    if (url.host !== 'camino' || (file !== root && !file.startsWith(root + path.sep))) {
      return new Response('Not found', { status: 404 });
    }
    if (file === path.join(root, 'index.html')) {
      const html = withServerImages(await readFile(file, 'utf8'), serverOrigin());
      return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }
    return net.fetch(pathToFileURL(file).toString());
  });
}
