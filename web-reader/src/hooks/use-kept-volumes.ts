import { useCallback, useEffect, useState } from 'react';
import type { Language } from '@camino/schemas/languages';
import { NetworkError } from '../lib/api-errors';
import { keptOwner } from '../lib/offline/keep-policy';
import {
  keepVolume,
  keptVolume,
  keptVolumes,
  onKeptVolumesChange,
  removeKeptVolume,
  StorageRefusedError,
  updateKeptVolume,
  type KeepProgress,
  type KeptVolumeSummary,
} from '../lib/offline/keep-volume';
import { useSession } from './use-session';

/** A kept volume is compared with the server at most this often (each visit after that, online). */
const UPDATE_AFTER_MS = 5 * 60 * 1000;

/** Why keeping failed: no connection, storage refused by the browser, or anything else. */
export type KeepFailure = 'offline' | 'storage' | 'failed';

const failureOf = (error: unknown): KeepFailure =>
  error instanceof NetworkError ? 'offline' : error instanceof StorageRefusedError ? 'storage' : 'failed';

/** Whose kept volumes these are: the signed-in member's (volumes are for members only). */
function useOwner(): string | undefined {
  const { session } = useSession();
  return session ? keptOwner('GET /volumes/:volume/playlist', session) : undefined;
}

/** What a volume page shows of its kept copy. */
export interface KeptVolumeState {
  /** Undefined while it is read from the device. */
  kept: KeptVolumeSummary | null | undefined;
  /** Set while downloading. */
  progress: KeepProgress | null;
  failure: KeepFailure | null;
  keep: () => void;
  remove: () => void;
}

/**
 * A volume kept on this device, for its page: keep it (with progress), remove it, and, once kept,
 * bring it up to date on each online visit (and when the connection returns) by content hash.
 */
export function useKeptVolume(volume: number, lang: Language): KeptVolumeState {
  const owner = useOwner();
  const [kept, setKept] = useState<KeptVolumeSummary | null | undefined>(undefined);
  const [progress, setProgress] = useState<KeepProgress | null>(null);
  const [failure, setFailure] = useState<KeepFailure | null>(null);

  const read = useCallback(() => {
    if (!owner) return Promise.resolve(setKept(null));
    // A store that cannot be read holds nothing kept: said only if the member tries to keep.
    return keptVolume(owner, volume).then(
      (summary) => setKept(summary ?? null),
      () => setKept(null),
    );
  }, [owner, volume]);

  useEffect(() => {
    void read();
    return onKeptVolumesChange(() => void read());
  }, [read]);

  // Once kept: compared with the server on this online visit, and again when the connection
  // returns. Kept in another language than the page's, it follows the page's (the reader reads
  // in it offline too): kept again in that language, which frees the other.
  const known = kept !== undefined && kept !== null;
  const checkedAt = kept?.checkedAt ?? 0;
  const complete = kept?.complete ?? true;
  const keptLang = kept?.lang;
  useEffect(() => {
    if (!owner || !known) return;
    const update = () =>
      void (keptLang === lang ? updateKeptVolume(owner, volume) : keepVolume(owner, volume, lang)).catch(
        () => undefined,
      );
    const due = !complete || keptLang !== lang || Date.now() - checkedAt > UPDATE_AFTER_MS;
    if (navigator.onLine && due) update();
    window.addEventListener('online', update);
    return () => window.removeEventListener('online', update);
  }, [owner, volume, lang, known, keptLang, checkedAt, complete]);

  const keep = useCallback(() => {
    if (!owner) return;
    setFailure(null);
    setProgress({ done: 0, total: 1 });
    keepVolume(owner, volume, lang, setProgress)
      .catch((error: unknown) => setFailure(failureOf(error)))
      .finally(() => setProgress(null));
  }, [owner, volume, lang]);

  const remove = useCallback(() => {
    if (!owner) return;
    setFailure(null);
    removeKeptVolume(owner, volume).catch((error: unknown) => setFailure(failureOf(error)));
  }, [owner, volume]);

  return { kept, progress, failure, keep, remove };
}

/** Every volume the member keeps on this device, with Remove; undefined while read. */
export function useKeptVolumes() {
  const owner = useOwner();
  const [volumes, setVolumes] = useState<KeptVolumeSummary[] | undefined>(undefined);
  const [failure, setFailure] = useState<KeepFailure | null>(null);

  useEffect(() => {
    if (!owner) return;
    const read = () => keptVolumes(owner).then(setVolumes, () => setVolumes([]));
    void read();
    return onKeptVolumesChange(() => void read());
  }, [owner]);

  const remove = useCallback(
    (volume: number) => {
      if (owner) removeKeptVolume(owner, volume).catch((error: unknown) => setFailure(failureOf(error)));
    },
    [owner],
  );
  return { volumes, failure, remove };
}
