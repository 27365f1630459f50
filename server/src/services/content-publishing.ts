import type {
  ChapterUploadReport,
  PlaylistImpact,
  TemaUploadReport,
} from '@camino/schemas/api/admin-content';

type FailedFile = ChapterUploadReport['failed_files'][number];
import type { PlaylistUpload } from '@camino/schemas/playlist';
import type { Problem } from '@camino/schemas/validator';
import { AppError } from '../errors';
import type { Actor, AuditNote } from './audit-service';
import type { ChapterUploadService } from './chapter-upload-service';
import type { ChapterKind, ChaptersService } from './chapters-service';
import { FILE_KINDS } from './publishing/kinds/chapter-files';
import { chapterFileKey } from './publishing/kinds/volume-keys';
import { temaKey } from './publishing/kinds/tema';
import type { PublishingService } from './publishing/publishing-service';
import type { ChangeOutcome } from './publishing/types';
import type { TemaUploadService } from './tema-upload-service';
import type { ThemesService } from './themes-service';
import { lockVolume } from './publishing/kinds/volume-lock';
import type { VolumesService } from './volumes-service';

/** Who makes a content change, whether it is a dry run, and its audit row. */
export interface PublishCall<T> {
  actor: Actor;
  dryRun: boolean;
  audit?: AuditNote<T>;
}

/** A ZIP upload's call: also whether the admin chose to publish its valid files without the refused ones. */
export interface ZipPublishCall<T> extends PublishCall<T> {
  validOnly?: boolean;
}

/**
 * A ZIP with refused files publishes nothing unless the admin chose its valid part (`valid_only`):
 * half a volume published by surprise is worse than none. A dry run reports both parts, for the
 * admin to choose.
 */
function refuseIncomplete(
  failed: readonly FailedFile[],
  call: { dryRun: boolean; validOnly?: boolean },
): void {
  if (call.dryRun || call.validOnly || failed.length === 0) return;
  // The report's problems are the checks' own (coded), typed as the contract sends them.
  const problems = failed.flatMap((file) =>
    file.errors.map((p) => ({ ...p, pointer: `/${file.name}${p.pointer}` }) as Problem),
  );
  throw new AppError(422, 'refused_files', undefined, problems);
}

export type ContentPublishing = ReturnType<typeof createContentPublishing>;

/**
 * The volume and theme content changes of the admin API run through publishing: each
 * call is one transaction that takes the volume's lock first, records the before and after of
 * every item it touches (a volume's playlist, its main and optional chapter files, a theme), and
 * either commits them with one revision or, on a dry run, rolls everything back. Only items that
 * changed are stored in the revision and the content generation is raised only then.
 */
export function createContentPublishing(deps: {
  publishing: PublishingService;
  volumes: VolumesService;
  chapters: ChaptersService;
  chapterUploads: ChapterUploadService;
  themes: ThemesService;
  temaUploads: TemaUploadService;
}) {
  const { publishing, volumes, chapters, chapterUploads, themes, temaUploads } = deps;
  const volumeItem = (volume: number) => ({ kind: 'playlist' as const, key: String(volume) });

  function uploadPlaylist(
    volume: number,
    upload: PlaylistUpload,
    call: PublishCall<PlaylistImpact>,
  ): Promise<ChangeOutcome<PlaylistImpact>> {
    return publishing.change(
      { ...call, action: 'playlist.upload', main: volumeItem(volume), bumpContent: false },
      async (trx, touch) => {
        await lockVolume(trx, volume);
        await touch('playlist', String(volume));
        return volumes.replacePlaylistIn(trx, volume, upload);
      },
    );
  }

  function deletePlaylist(volume: number, call: PublishCall<{ videos: number; impact: PlaylistImpact }>) {
    return publishing.change(
      { ...call, action: 'playlist.delete', main: volumeItem(volume), bumpContent: false },
      async (trx, touch) => {
        await lockVolume(trx, volume);
        await touch('playlist', String(volume));
        return volumes.deletePlaylistIn(trx, volume);
      },
    );
  }

  /**
   * A volume's main or optional ZIP: checked first (no transaction for a refused file), then
   * stored under the volume's lock. A ZIP whose every file was refused changes nothing: its audit
   * row is written alone (not on a dry run) and it has no revision.
   */
  async function uploadChapters(
    kind: ChapterKind,
    zipName: string,
    zip: Buffer,
    call: ZipPublishCall<ChapterUploadReport>,
  ): Promise<ChangeOutcome<ChapterUploadReport>> {
    const { volume, files, reportOf } = await chapterUploads.check(kind, zipName, zip);
    refuseIncomplete(reportOf({ written: [], unchanged: [] }).failed_files, call);
    if (files.length === 0) {
      const result = reportOf({ written: [], unchanged: [] });
      if (!call.dryRun) await call.audit?.(result);
      return { result, changes: [], revision: null, dryRun: call.dryRun };
    }
    return publishing.change(
      { ...call, action: `${kind}-files.upload`, main: volumeItem(volume), bumpContent: false },
      async (trx, touch) => {
        await lockVolume(trx, volume);
        // The before and after snapshots of every file come from one query each (readMany).
        const keys = files.map((file) => chapterFileKey(volume, file.index));
        await touch.many(FILE_KINDS[kind], keys);
        return reportOf(await chapters.putBatchIn(trx, kind, volume, files));
      },
    );
  }

  function deleteChapterFile(kind: ChapterKind, volume: number, index: number, call: PublishCall<void>) {
    return publishing.change(
      { ...call, action: `${kind}-file.delete`, bumpContent: false },
      async (trx, touch) => {
        await lockVolume(trx, volume);
        await touch(FILE_KINDS[kind], chapterFileKey(volume, index));
        await chapters.removeIn(trx, kind, volume, index);
      },
    );
  }

  /** A ZIP of themes: checked first, then every valid one created or replaced in one transaction. */
  async function uploadTemas(
    zip: Buffer,
    call: ZipPublishCall<TemaUploadReport>,
  ): Promise<ChangeOutcome<TemaUploadReport>> {
    const { temas, reportOf } = await temaUploads.check(zip);
    refuseIncomplete(reportOf([]).failed_files, call);
    if (temas.length === 0) {
      const result = reportOf([]);
      if (!call.dryRun) await call.audit?.(result);
      return { result, changes: [], revision: null, dryRun: call.dryRun };
    }
    return publishing.change({ ...call, action: 'temas.upload', bumpContent: false }, async (trx, touch) => {
      for (const tema of temas) await touch('tema', temaKey(tema.title));
      return reportOf(await themes.upsertManyIn(trx, temas));
    });
  }

  /** Deletes a theme (404 for an unknown id); the result is its title. */
  function deleteTema(id: number, call: PublishCall<string>) {
    return publishing.change({ ...call, action: 'tema.delete', bumpContent: false }, async (trx, touch) => {
      const { title, key } = await themes.keyOf(trx, id);
      await touch('tema', key);
      await themes.removeIn(trx, id);
      return title;
    });
  }

  /** Shows or hides a theme (404 for an unknown id); the result is its title. */
  function setTemaVisibility(id: number, visible: boolean, call: PublishCall<string>) {
    return publishing.change(
      { ...call, action: 'tema.visibility', bumpContent: false },
      async (trx, touch) => {
        const { title, key } = await themes.keyOf(trx, id);
        await touch('tema', key);
        await themes.setVisibilityIn(trx, id, visible);
        return title;
      },
    );
  }

  return {
    uploadPlaylist,
    deletePlaylist,
    uploadChapters,
    deleteChapterFile,
    uploadTemas,
    deleteTema,
    setTemaVisibility,
  };
}
