import type { EventName, Handlers, IpcEvents } from '../../shared/ipc-channels';
import { fail } from '../../shared/result';
import type { PublishService } from '../services/publish-service';

/** Sends an event to the window that asked. */
export type Emit = <K extends EventName>(event: K, payload: IpcEvents[K]) => void;

/** Server channels: connect, dry run and upload. The token never leaves the publish service. */
export function serverHandlers(publish: PublishService, emit: Emit) {
  return {
    'server:status': () => publish.status(),
    'server:connect': (request) =>
      request && typeof request === 'object'
        ? publish.connect({
            server: String(request.server ?? ''),
            username: String(request.username ?? ''),
            password: String(request.password ?? ''),
            confirmInsecure: request.confirmInsecure === true,
          })
        : fail('server, username and password are required'),
    'server:disconnect': () => publish.disconnect(),
    'server:dryRun': () => publish.dryRun(),
    'server:upload': (stepIds) =>
      publish.upload(stepIds, (progress) => emit('server:uploadProgress', progress)),
  } satisfies Partial<Handlers>;
}
