import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../../../lib/api-errors';
import { isJsonFile } from '../../utils/is-json-file';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { adminGospelsKey } from '../api/get-evangelios';
import { uploadGospels } from '../api/upload-evangelios';
import { AdminFileInput } from '../../components/admin-file-input';
import { useFileUpload } from '../../components/use-file-upload';
import { UploadPanel } from '../../components/upload-panel';
import { DryRunReview } from '../../components/dry-run-review';

// A file of 400 entries can have hundreds of problems; the first ones are enough to start fixing.
const PROBLEMS_SHOWN = 10;

/** Upload of a gospel file (SPEC.md §5: a JSON file is required). */
export function GospelUpload() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const upload = useFileUpload({
    accepts: isJsonFile,
    send: (file: File, { dryRun }: { dryRun: boolean }) => uploadGospels(file, { dryRun }),
    after: () => mutate(adminGospelsKey),
  });
  const { outcome } = upload;

  return (
    <UploadPanel
      id="gospel"
      title={t('adminGospelUploadTitle')}
      help={t('adminGospelUploadHelp')}
      review={
        outcome?.kind === 'preview' && (
          <DryRunReview
            id="gospel"
            changes={outcome.result.changes ?? []}
            busy={upload.busy}
            onConfirm={upload.confirm}
            onCancel={upload.cancel}
          />
        )
      }
      doneText={
        outcome?.kind === 'done'
          ? t('adminGospelUploaded', {
              count: outcome.result.entries_count,
              filename: outcome.result.filename,
            })
          : null
      }
      failure={
        outcome?.kind === 'missing'
          ? { message: t('adminGospelFileRequired'), problems: [] }
          : outcome?.kind === 'failed'
            ? {
                message: adminErrorMessage(outcome.error, t, 'adminGospelUploadError'),
                problems: outcome.error instanceof ApiError ? outcome.error.problems : [],
              }
            : null
      }
      problemsShown={PROBLEMS_SHOWN}
    >
      <AdminFileInput
        label={t('adminGospelFileLabel')}
        placeholder={t('adminContentChooseFile')}
        accept=".json,application/json"
        value={upload.file}
        onChange={upload.choose}
        disabled={upload.busy}
      />
      <Button onClick={upload.upload} loading={upload.busy} disabled={outcome?.kind === 'preview'}>
        {t('adminContentUpload')}
      </Button>
    </UploadPanel>
  );
}
