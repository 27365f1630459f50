import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, Menu, shell } from 'electron';
import { APP_ORIGIN, registerAppScheme, serveRenderer } from './app-protocol';
import { electronDialogs } from './dialogs';
import { createHandlers } from './ipc/handlers';
import { registerIpc } from './ipc/register';
import { isSameOrigin } from './services/external-links';
import { createDeviceTokens } from './services/device-tokens';
import { createPublishService } from './services/publish-service';
import { createWorkspaceService } from './services/workspace-service';
import { createMainWindow, hardenWebContents, preloadPath } from './window';

const mainDir = path.dirname(fileURLToPath(import.meta.url));
// electron-vite dev sets ELECTRON_RENDERER_URL to its dev server; a build loads app://camino.
const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const appOrigin = devUrl ? new URL(devUrl).origin : APP_ORIGIN;

registerAppScheme();
app.enableSandbox();

let mainWindow: BrowserWindow | null = null;

app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, appOrigin));

void app.whenReady().then(() => {
  // Packaged builds get no default menu (its View menu opens DevTools and reloads the page).
  if (app.isPackaged) Menu.setApplicationMenu(null);

  const workspace = createWorkspaceService();
  const publish = createPublishService({
    currentRoot: workspace.current,
    // The servers' device tokens outlive the session: a known desktop is never locked out by others.
    deviceTokens: createDeviceTokens(path.join(app.getPath('userData'), 'device-tokens.json')),
  });
  if (!devUrl) serveRenderer(path.join(mainDir, '../renderer'), () => publish.status()?.server ?? null);
  const handlers = createHandlers({
    workspace,
    publish,
    dialogs: electronDialogs(() => mainWindow),
    emit: (event, payload) => mainWindow?.webContents.send(event, payload),
    openExternal: (url) => shell.openExternal(url),
  });
  registerIpc(handlers, (url) => isSameOrigin(url, appOrigin));

  const open = () => {
    mainWindow = createMainWindow({
      preload: preloadPath(mainDir),
      url: devUrl ?? `${APP_ORIGIN}/index.html`,
      devTools: !app.isPackaged,
    });
    mainWindow.on('closed', () => (mainWindow = null));
  };
  open();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) open();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
