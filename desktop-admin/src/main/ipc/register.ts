import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { CHANNELS, type Handlers } from '../../shared/ipc-channels';

/**
 * Registers every handler with ipcMain. A call is served only when it comes from the app's own
 * page (its top frame on the app origin), so nothing else that might load can reach main.
 */
export function registerIpc(handlers: Handlers, isTrustedUrl: (url: string) => boolean): void {
  for (const channel of CHANNELS) {
    const handler = handlers[channel] as (...args: unknown[]) => unknown;
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      const frame = event.senderFrame;
      if (!frame || frame.parent !== null || !isTrustedUrl(frame.url)) {
        throw new Error(`refused ${channel} from an untrusted frame`);
      }
      return handler(...args);
    });
  }
}
