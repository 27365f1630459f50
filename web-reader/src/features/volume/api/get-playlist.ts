import { LANGUAGES, type Language } from '@camino/schemas/languages';
import { contentKey } from '../../../lib/content-answer';
import { useContent } from '../../../hooks/use-content';

/** The playlist's SWR key in a language. */
export const playlistKey = (volume: number, lang: Language) =>
  contentKey('GET /volumes/:volume/playlist', { volume }, lang);

/** Its keys in every language: the member's marks, set on the page, are the same in each copy. */
export const playlistKeys = (volume: number) => LANGUAGES.map((lang) => playlistKey(volume, lang));

/**
 * GET /volumes/{n}/playlist in the UI language: the videos with the member's watched marks and
 * last chapter. Null volume (an invalid number in the URL): nothing is fetched.
 */
export const usePlaylist = (volume: number | null) =>
  useContent('GET /volumes/:volume/playlist', volume === null ? null : { volume });
