import type { Handlers } from '../../shared/ipc-channels';
import { setUiLanguage } from '../services/ui-language';

/** The app as a whole: the renderer tells main its UI language (at start and on every switch). */
export function appHandlers() {
  return {
    'app:setLanguage': (language) => {
      setUiLanguage(language);
    },
  } satisfies Partial<Handlers>;
}
