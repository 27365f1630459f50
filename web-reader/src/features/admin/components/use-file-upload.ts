import { useState } from 'react';
import { useDryRunFlow } from '@camino/admin-ui/hooks/use-dry-run-flow';

export interface FileUploadOptions<R> {
  /** Whether a chosen file is of the kind this upload takes (checked before anything is sent). */
  accepts: (file: File) => boolean;
  /**
   * Sends the file; with `dryRun` the server only validates and compares. `validOnly`: the admin
   * chose, in the review, to publish a ZIP's valid files without its refused ones.
   */
  send: (file: File, options: { dryRun: boolean; validOnly?: boolean }) => Promise<R>;
  /** False for a route without a dry run: Upload publishes at once. True when left out. */
  dryRun?: boolean;
  /** Runs after a successful upload, e.g. to reload the list the upload changed. */
  after?: (result: R) => unknown;
}

/**
 * The file picked for an upload, then the dry-run flow both admin clients share (see
 * useDryRunFlow) with that file: Upload asks for the dry run, `confirm` publishes the same file.
 * Choosing another file clears the last outcome; a published file is cleared so the same one is
 * not sent twice by accident; a file of the wrong kind is never sent, and Upload without a usable
 * file sets `missing`.
 */
export function useFileUpload<R>({ accepts, send, dryRun = true, after }: FileUploadOptions<R>) {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const flow = useDryRunFlow<File, R, R, { validOnly: boolean } | undefined>({
    check: (chosen: File) => send(chosen, { dryRun: true }),
    publish: (chosen: File, choice?: { validOnly: boolean }) => send(chosen, { dryRun: false, ...choice }),
    after: (result) => {
      setFile(null);
      return after?.(result);
    },
  });
  const wrongType = file !== null && !accepts(file);

  return {
    ...flow,
    file,
    wrongType,
    missing,
    /** Publishes the checked file; `choice` says what the review chose of it (a ZIP's valid part). */
    confirm: (choice?: { validOnly: boolean }) => flow.confirm(choice),
    choose: (next: File | null) => {
      setFile(next);
      setMissing(false);
      flow.reset();
    },
    upload: () => {
      setMissing(!file || wrongType);
      if (!file || wrongType) flow.reset();
      else if (dryRun) flow.check(file);
      else flow.publishNow(file, undefined);
    },
  };
}
