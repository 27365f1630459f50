import path from 'node:path';
import { BrowserWindow, shell, type WebContents } from 'electron';
import { isExternalLinkAllowed, isSameOrigin } from './services/external-links';

/**
 * The admin window: context isolation on, node integration off, sandbox on, and the preload
 * as the only bridge. `origin` is where the renderer is served (app://camino, or the dev server).
 * `devTools` is false in packaged builds: no inspector for whoever sits at an admin's machine.
 */
export function createMainWindow(options: {
  preload: string;
  url: string;
  devTools: boolean;
}): BrowserWindow {
  const window = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Camino Admin',
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      spellcheck: false,
      devTools: options.devTools,
    },
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(options.url);
  return window;
}

/**
 * Locks down every web contents the app creates: no navigation away from the app's origin, no
 * new windows (http(s) links go to the system browser instead), no <webview>, no permissions.
 */
export function hardenWebContents(contents: WebContents, appOrigin: string): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalLinkAllowed(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  const refuseForeign = (event: { preventDefault(): void; url: string }) => {
    if (isSameOrigin(event.url, appOrigin)) return;
    event.preventDefault();
    if (isExternalLinkAllowed(event.url)) void shell.openExternal(event.url);
  };
  contents.on('will-navigate', refuseForeign);
  contents.on('will-redirect', refuseForeign);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
}

/** Where the built preload sits next to the built main (electron-vite's out/ layout). */
export const preloadPath = (mainDir: string) => path.join(mainDir, '../preload/index.cjs');
