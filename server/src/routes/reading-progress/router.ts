import type { LastChapterBody } from '@camino/schemas/last-chapter';
import { volumeParam } from '../../lib/params';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { askedLanguage } from '../../i18n/content-language';

/**
 * A member's progress: watched/total per volume for the home grid with the chapter opened last, and
 * the chapter last opened in a volume, kept on the server so it follows the member across devices.
 */
export function readingProgressHandlers({ services }: RouterDeps) {
  const getProgress: ApiHandler<'GET /volumes/progress'> = async (req, res) => {
    res.json(await services.readingProgress.progress(req.auth!.id, askedLanguage(req, res)));
  };

  const putLastChapter: ApiHandler<'PUT /volumes/:volume/last-chapter'> = async (req, res) => {
    const volume = volumeParam(req.params.volume);
    const { index, chapter_key } = req.body as LastChapterBody;
    await services.readingProgress.rememberChapter(req.auth!.id, volume, index, chapter_key);
    res.json({ volume_number: volume, last_chapter: index });
  };

  return {
    'GET /volumes/progress': getProgress,
    'PUT /volumes/:volume/last-chapter': putLastChapter,
  } satisfies RouteHandlers;
}
