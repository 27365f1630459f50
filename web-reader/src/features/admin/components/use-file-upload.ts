import { useState } from 'react';

/**
 * What the last upload came to: `preview` is the server's dry run (nothing stored yet, waiting
 * for Publish); `missing` when Upload was pressed with no usable file.
 */
export type UploadOutcome<R> =
  | { kind: 'preview'; result: R }
  | { kind: 'done'; result: R }
  | { kind: 'failed'; error: unknown }
  | { kind: 'missing' };

export interface FileUploadOptions<R> {
  /** Whether a chosen file is of the kind this upload takes (checked before anything is sent). */
  accepts: (file: File) => boolean;
  /** Sends the file; with `dryRun` the server only validates and compares (issue #17). */
  send: (file: File, options: { dryRun: boolean }) => Promise<R>;
  /** False for a route without a dry run: Upload publishes at once. True when left out. */
  dryRun?: boolean;
  /** Runs after a successful upload, e.g. to reload the list the upload changed. */
  after?: (result: R) => unknown;
}

/**
 * The file picked for an upload, the request while it runs and its outcome. Upload first asks the
 * server for a dry run and shows what would change; only `confirm` publishes, with the same file.
 * Choosing another file clears the last outcome; a published file is cleared so the same one is
 * not sent twice by accident; a file of the wrong kind is never sent.
 */
export function useFileUpload<R>({ accepts, send, dryRun = true, after }: FileUploadOptions<R>) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<UploadOutcome<R> | null>(null);
  const wrongType = file !== null && !accepts(file);

  const publish = async (chosen: File) => {
    setBusy(true);
    setOutcome(null);
    let result: R;
    try {
      result = await send(chosen, { dryRun: false });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
      setBusy(false);
      return;
    }
    setOutcome({ kind: 'done', result });
    setFile(null);
    // A failed reload afterwards does not turn a stored upload into a failure.
    try {
      await after?.(result);
    } finally {
      setBusy(false);
    }
  };

  const preview = async (chosen: File) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'preview', result: await send(chosen, { dryRun: true }) });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    } finally {
      setBusy(false);
    }
  };

  const upload = async () => {
    if (!file || wrongType) {
      setOutcome({ kind: 'missing' });
      return;
    }
    await (dryRun ? preview(file) : publish(file));
  };

  return {
    file,
    wrongType,
    busy,
    outcome,
    choose: (next: File | null) => {
      setFile(next);
      setOutcome(null);
    },
    upload: () => void upload(),
    /** Publishes the file whose dry run is shown. */
    confirm: () => {
      if (file && outcome?.kind === 'preview') void publish(file);
    },
    /** Drops the dry run; the file stays chosen. */
    cancel: () => setOutcome(null),
  };
}
