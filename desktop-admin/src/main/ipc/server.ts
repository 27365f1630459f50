import { coded } from '@camino/schemas/messages/render-problem';
import type { EventName, Handlers, IpcEvents } from '../../shared/ipc-channels';
import { fail } from '../../shared/result';
import { isVolumeNumber } from '@camino/schemas/file-naming';
import type { PullRequest } from '../../shared/server-types';
import type { PublishService } from '../services/publish-service';

/** Sends an event to the window that asked. */
export type Emit = <K extends EventName>(event: K, payload: IpcEvents[K]) => void;

/** Only the known fields of a pull request, each of its type (the renderer may send anything). */
function pullRequest(request: PullRequest): PullRequest {
  const volumes = Array.isArray(request.volumes)
    ? request.volumes.filter((v) => isVolumeNumber(Number(v)))
    : [];
  const months = Array.isArray(request.gospelMonths)
    ? request.gospelMonths.filter((m) => typeof m === 'string')
    : [];
  return {
    volumes: volumes.map(Number),
    gospelMonths: months,
    temas: request.temas === true,
    about: request.about === true,
    news: request.news === true,
    image: request.image === true,
    buttons: request.buttons === true,
  };
}

/** Server channels: connect, dry run, upload and pull. The token never leaves the publish service. */
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
        : fail(coded('type_object')),
    'server:disconnect': () => publish.disconnect(),
    'server:dryRun': () => publish.dryRun(),
    'server:translations': () => publish.translations(),
    'server:upload': (stepIds) =>
      publish.upload(stepIds, (progress) => emit('server:uploadProgress', progress)),
    'server:conflict': (file) => publish.conflict(String(file)),
    'server:resolveConflict': (file, choice, merged) =>
      publish.resolveConflict(String(file), choice, typeof merged === 'string' ? merged : undefined),
    'server:pull': (request) =>
      request && typeof request === 'object'
        ? publish.pull(pullRequest(request), (progress) => emit('server:pullProgress', progress))
        : fail(coded('type_object')),
  } satisfies Partial<Handlers>;
}
