import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChapterUploadReport } from '@camino/schemas/api/admin-content';
import { uploadChapterZip, type ChapterKind } from '../api/upload-chapters';
import { isZipFile } from '../utils/is-zip-file';

/**
 * One ZIP of a batch: `rejected` never went (not a ZIP), `processing` is sent and waiting for the
 * server's report, `skipped` was stopped before or while sending.
 */
export type QueueStatus = 'queued' | 'rejected' | 'uploading' | 'processing' | 'done' | 'failed' | 'skipped';

export interface QueueItem {
  id: number;
  name: string;
  status: QueueStatus;
  /** 0–1 of the body sent. */
  progress: number;
  report?: ChapterUploadReport;
  error?: unknown;
  /** Sent as a dry run: checked and compared, nothing stored. */
  dryRun?: boolean;
}

interface Run {
  stopped: boolean;
  /** True while the current ZIP's body is still being sent. */
  sending: boolean;
  controller?: AbortController;
}

let nextId = 0;

/**
 * Uploads ZIPs one after another (a real admin has 72 of them), each with its own progress and
 * report; one failing ZIP does not stop the others. `stop` skips the ZIPs not yet sent and cancels
 * one still being sent; a ZIP already with the server finishes and reports.
 */
export function useUploadQueue(kind: ChapterKind) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const [running, setRunning] = useState(false);
  const run = useRef<Run | null>(null);

  const update = useCallback((id: number, patch: Partial<QueueItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  /** Sends `files` in turn; resolves to each one's final state, in the order given. */
  const start = useCallback(
    async (files: File[], { dryRun = false, validOnly = false } = {}): Promise<QueueItem[]> => {
      const current: Run = { stopped: false, sending: false };
      run.current = current;
      const batch = files.map((file) => ({
        file,
        item: {
          id: ++nextId,
          name: file.name,
          status: isZipFile(file) ? 'queued' : 'rejected',
          progress: 0,
          dryRun,
        } as QueueItem,
      }));
      const final = new Map(batch.map(({ item }) => [item.id, item]));
      const settle = (id: number, patch: Partial<QueueItem>) => {
        final.set(id, { ...final.get(id)!, ...patch });
        update(id, patch);
      };
      setItems(batch.map(({ item }) => item));
      setRunning(true);
      for (const { file, item } of batch) {
        if (item.status === 'rejected') continue;
        if (current.stopped) {
          settle(item.id, { status: 'skipped' });
          continue;
        }
        current.controller = new AbortController();
        current.sending = true;
        update(item.id, { status: 'uploading' });
        try {
          const report = await uploadChapterZip(kind, file, {
            signal: current.controller.signal,
            dryRun,
            validOnly,
            onProgress: (progress) => {
              if (progress >= 1) current.sending = false;
              update(item.id, { progress, status: progress >= 1 ? 'processing' : 'uploading' });
            },
          });
          settle(item.id, { status: 'done', progress: 1, report });
        } catch (error) {
          const aborted = error instanceof DOMException && error.name === 'AbortError';
          settle(item.id, aborted ? { status: 'skipped' } : { status: 'failed', error });
        } finally {
          current.sending = false;
        }
      }
      if (run.current === current) setRunning(false);
      return batch.map(({ item }) => final.get(item.id)!);
    },
    [kind, update],
  );

  const stop = useCallback(() => {
    const current = run.current;
    if (!current) return;
    current.stopped = true;
    // Only a ZIP still being sent is cancelled; one the server is reading finishes and reports.
    if (current.sending) current.controller?.abort();
  }, []);

  // Leaving the tab stops the batch: nothing keeps uploading unseen.
  useEffect(
    () => () => {
      if (run.current) {
        run.current.stopped = true;
        run.current.controller?.abort();
      }
    },
    [],
  );

  return { items, running, start, stop };
}
