import type { Handlers } from '../../shared/ipc-channels';
import { isExternalLinkAllowed } from '../services/external-links';

/** Links out of the app: only http(s), opened by the system browser. */
export function shellHandlers(openExternal: (url: string) => Promise<void>) {
  return {
    'shell:openExternal': async (url) => {
      if (typeof url !== 'string' || !isExternalLinkAllowed(url)) return false;
      await openExternal(url);
      return true;
    },
  } satisfies Partial<Handlers>;
}
