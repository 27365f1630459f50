import type { WatchBody } from '@camino/schemas/watch';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';

/** `POST /videos/watch`: flips the caller's watched mark on one video and answers the new state. */
export function watchHandlers({ services }: RouterDeps) {
  const toggle: ApiHandler<'POST /videos/watch'> = async (req, res) => {
    const { video_id, volume_number, chapter_key } = req.body as WatchBody;
    const watched = await services.memberData.toggleWatched(
      req.auth!.id,
      volume_number,
      video_id,
      chapter_key,
    );
    // Watching a chapter is a devotional action: the day joins the member's streak.
    if (watched) await services.streak.recordActionNow(req.auth!.id);
    res.json({ watched });
  };

  return { 'POST /videos/watch': toggle } satisfies RouteHandlers;
}
