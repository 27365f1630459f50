import { useState } from 'react';

/** What the last upload came to; `missing` when Upload was pressed with no usable file. */
export type UploadOutcome<R> =
  { kind: 'done'; result: R } | { kind: 'failed'; error: unknown } | { kind: 'missing' };

export interface FileUploadOptions<R> {
  /** Whether a chosen file is of the kind this upload takes (checked before anything is sent). */
  accepts: (file: File) => boolean;
  send: (file: File) => Promise<R>;
  /** Runs after a successful upload, e.g. to reload the list the upload changed. */
  after?: (result: R) => unknown;
}

/**
 * The file picked for an upload, the request while it runs and its outcome. Choosing another
 * file clears the last outcome; a sent file is cleared so the same one is not sent twice by
 * accident; a file of the wrong kind is never sent.
 */
export function useFileUpload<R>({ accepts, send, after }: FileUploadOptions<R>) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<UploadOutcome<R> | null>(null);
  const wrongType = file !== null && !accepts(file);

  const upload = async () => {
    if (!file || wrongType) {
      setOutcome({ kind: 'missing' });
      return;
    }
    setBusy(true);
    setOutcome(null);
    let result: R;
    try {
      result = await send(file);
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
  };
}
