import { Button } from '@mantine/core';
import type { PlaylistImpact } from '@camino/schemas/api/admin-content';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { AdminFileInput } from './admin-file-input';
import { DryRunReview } from '@camino/admin-ui/components/dry-run-review';
import type { useFileUpload } from './use-file-upload';

type FileUpload<R> = ReturnType<typeof useFileUpload<R>>;

export interface UploadControlsProps<R> {
  upload: FileUpload<R>;
  label: string;
  placeholder: string;
  accept: string;
  buttonLabel: string;
  /** Shown under the picker when the chosen file is of the wrong kind; left out, nothing is shown. */
  wrongTypeText?: string;
  testId?: string;
  /**
   * True: Upload waits for a file of the right kind. False: Upload is always offered and the
   * upload itself says a file is missing.
   */
  needsFile?: boolean;
}

/** The file picker and the Upload button of a file upload; Upload waits while a dry run is shown. */
export function UploadControls<R>({
  upload,
  label,
  placeholder,
  accept,
  buttonLabel,
  wrongTypeText,
  testId,
  needsFile = true,
}: UploadControlsProps<R>) {
  const waitsForFile = needsFile && (!upload.file || upload.wrongType);
  return (
    <>
      <AdminFileInput
        label={label}
        placeholder={placeholder}
        accept={accept}
        value={upload.file}
        onChange={upload.choose}
        disabled={upload.busy}
        error={upload.wrongType ? wrongTypeText : undefined}
        data-testid={testId}
      />
      <Button onClick={upload.upload} loading={upload.busy} disabled={waitsForFile || upload.review !== null}>
        {buttonLabel}
      </Button>
    </>
  );
}

/** The upload's dry run waiting for Publish, or null when there is none. */
export function UploadReview<R extends { changes?: readonly Change[]; impact?: PlaylistImpact | null }>({
  id,
  upload,
}: {
  id: string;
  upload: FileUpload<R>;
}) {
  const { review } = upload;
  if (!review) return null;
  return (
    <DryRunReview
      id={id}
      changes={review.changes ?? []}
      impact={review.impact}
      busy={upload.busy}
      onConfirm={() => upload.confirm()}
      onCancel={upload.cancel}
    />
  );
}
