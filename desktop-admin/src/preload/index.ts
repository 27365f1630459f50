import { contextBridge, ipcRenderer } from 'electron';
import { createApi } from './create-api';

/**
 * The preload: runs sandboxed with context isolation and exposes only `window.api`. The
 * renderer never gets ipcRenderer itself, nor the IPC event objects (they carry the sender).
 */
const api = createApi(
  (channel, ...args) => ipcRenderer.invoke(channel, ...args),
  (event, listener) => {
    const wrapped = (_event: Electron.IpcRendererEvent, payload: Parameters<typeof listener>[0]) =>
      listener(payload);
    ipcRenderer.on(event, wrapped);
    return () => {
      ipcRenderer.removeListener(event, wrapped);
    };
  },
);

contextBridge.exposeInMainWorld('api', api);

export type DesktopApi = typeof api;
