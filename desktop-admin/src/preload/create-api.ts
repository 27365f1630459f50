import type { Channel, EventName, IpcChannels, IpcEvents } from '../shared/ipc-channels';

export type Invoke = <K extends Channel>(
  channel: K,
  ...args: Parameters<IpcChannels[K]>
) => Promise<Awaited<ReturnType<IpcChannels[K]>>>;

export type Subscribe = <K extends EventName>(
  event: K,
  listener: (payload: IpcEvents[K]) => void,
) => () => void;

/**
 * The renderer's whole reach into main: one narrow method per channel, grouped by namespace.
 * No Electron import here, so tests can build the same object over their own transport.
 */
export function createApi(invoke: Invoke, subscribe: Subscribe) {
  const call =
    <K extends Channel>(channel: K) =>
    (...args: Parameters<IpcChannels[K]>) =>
      invoke(channel, ...args);
  return {
    workspace: {
      chooseFolder: call('workspace:chooseFolder'),
      chooseZip: call('workspace:chooseZip'),
      open: call('workspace:open'),
      create: call('workspace:create'),
      createSample: call('workspace:createSample'),
      refresh: call('workspace:refresh'),
      read: call('workspace:read'),
      write: call('workspace:write'),
      importZip: call('workspace:importZip'),
      schemas: call('workspace:schemas'),
      newFile: call('workspace:newFile'),
      rename: call('workspace:rename'),
      delete: call('workspace:delete'),
      createTranslation: call('workspace:createTranslation'),
      watch: call('workspace:watch'),
      onChanged: (listener: (change: IpcEvents['workspace:changed']) => void) =>
        subscribe('workspace:changed', listener),
    },
    pack: {
      volume: call('pack:volume'),
      temas: call('pack:temas'),
    },
    server: {
      status: call('server:status'),
      connect: call('server:connect'),
      disconnect: call('server:disconnect'),
      dryRun: call('server:dryRun'),
      upload: call('server:upload'),
      onUploadProgress: (listener: (progress: IpcEvents['server:uploadProgress']) => void) =>
        subscribe('server:uploadProgress', listener),
      translations: call('server:translations'),
      pull: call('server:pull'),
      conflict: call('server:conflict'),
      resolveConflict: call('server:resolveConflict'),
      onPullProgress: (listener: (progress: IpcEvents['server:pullProgress']) => void) =>
        subscribe('server:pullProgress', listener),
    },
    shell: {
      openExternal: call('shell:openExternal'),
    },
    app: {
      setLanguage: call('app:setLanguage'),
    },
  };
}
