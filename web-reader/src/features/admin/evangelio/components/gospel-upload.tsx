import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../../../lib/api-errors';
import { catalogueText } from '../../../../lib/messages';
import { isJsonFile } from '../../utils/is-json-file';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { adminGospelsKey } from '../api/get-evangelios';
import { uploadGospels } from '../api/upload-evangelios';
import { useFileUpload } from '../../components/use-file-upload';
import { UploadPanel } from '../../components/upload-panel';
import { UploadControls, UploadReview } from '../../components/upload-controls';

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
  const { step } = upload;

  return (
    <UploadPanel
      id="gospel"
      title={t('adminGospelUploadTitle')}
      help={t('adminGospelUploadHelp')}
      review={<UploadReview id="gospel" upload={upload} />}
      doneText={
        step.kind === 'done'
          ? t('adminGospelUploaded', {
              count: step.result.entries_count,
              filename: step.result.filename,
            })
          : null
      }
      failure={
        upload.missing
          ? { message: catalogueText('choose_json_file'), problems: [] }
          : step.kind === 'failed'
            ? {
                message: adminErrorMessage(step.error, t, 'adminGospelUploadError'),
                problems: step.error instanceof ApiError ? step.error.problems : [],
              }
            : null
      }
      problemsShown={PROBLEMS_SHOWN}
    >
      <UploadControls
        upload={upload}
        label={t('adminGospelFileLabel')}
        placeholder={t('adminContentChooseFile')}
        accept=".json,application/json"
        buttonLabel={t('adminContentUpload')}
        needsFile={false}
      />
    </UploadPanel>
  );
}
