import type { ApiResponse } from '@camino/schemas/api/routes';
import type { GospelService } from '../gospel-service';
import type { ScriptureService } from './scripture-service';

/**
 * `GET /evangelio-del-dia`: the day's entry with the chapters that teach its passage. The route
 * and the /evangelio pre-render both send this, so the embedded page data equals the API answer.
 */
export async function gospelDayAnswer(
  services: {
    gospel: Pick<GospelService, 'getByDate'>;
    scripture: Pick<ScriptureService, 'chaptersForGospel'>;
  },
  date: string,
): Promise<ApiResponse<'GET /evangelio-del-dia'>> {
  const entry = await services.gospel.getByDate(date);
  return { ...entry, related_chapters: await services.scripture.chaptersForGospel(entry) };
}
