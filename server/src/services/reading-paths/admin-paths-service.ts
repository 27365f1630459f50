import { missingPathChapters } from '@camino/schemas/cross-file-rules';
import type { PathFile } from '@camino/schemas/path';
import { invalidBody, message, notFound } from '../../errors';
import { isoNow } from '../../lib/clock';
import type { PublishCall } from '../content-publishing';
import type { ServiceDeps } from '../deps';
import { chapterKeysAt } from '../publishing/kinds/playlist-reads';
import { deletePath, publishedPath, publishedPaths, storePath } from '../publishing/kinds/reading-path';
import type { PublishingService } from '../publishing/publishing-service';

export type AdminPathsService = ReturnType<typeof createAdminPathsService>;

/**
 * The admin side of reading paths: the list, one path's file, and publishing a path (new or
 * replacing the one with its id) or deleting one, each through publishing (dry run, a revision
 * in the history, revert). A path naming a chapter that is not published is refused with the
 * place of each such chapter, and nothing is stored.
 */
export function createAdminPathsService({ db, clock }: ServiceDeps, publishing: PublishingService) {
  async function listAll() {
    return (await publishedPaths(db)).map(({ path, updated_at }) => ({
      id: path.id,
      title: path.title,
      start: path.start,
      day_count: path.days.length,
      updated_at,
    }));
  }

  async function getOne(id: string): Promise<PathFile> {
    const stored = await publishedPath(db, id);
    if (!stored) throw notFound(message('path_not_found', { id }));
    return stored.path;
  }

  function save(path: PathFile, call: PublishCall<string>) {
    return publishing.change({ ...call, action: 'path.upload' }, async (trx, touch) => {
      const places = path.days.flatMap((d) => d.chapters ?? []);
      const published = await chapterKeysAt(trx, places);
      const missing = missingPathChapters(path, (volume, index) => published.has(`${volume}-${index}`));
      if (missing.length > 0) throw invalidBody(missing);
      await touch('path', path.id);
      await storePath(trx, path, isoNow(clock));
      return path.id;
    });
  }

  function remove(id: string, call: PublishCall<string>) {
    return publishing.change({ ...call, action: 'path.delete' }, async (trx, touch) => {
      if (!(await publishedPath(trx, id))) throw notFound(message('path_not_found', { id }));
      await touch('path', id);
      await deletePath(trx, id);
      return id;
    });
  }

  return { listAll, getOne, save, remove };
}
