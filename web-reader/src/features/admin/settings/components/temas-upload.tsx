import '@mantine/core/styles/Progress.css';
import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { catalogueText } from '../../../../lib/messages';
import { adminTemasKey, uploadTemas } from '../api/temas';
import { TemasUploadReportView } from './temas-upload-report';
import { useFileUpload } from '../../components/use-file-upload';
import { UploadControls } from '../../components/upload-controls';
import { ZipDryRunReview } from '@camino/admin-ui/components/zip-dry-run-review';

/** SPEC.md §5: the themes ZIP's name must end in .zip. */
const isZip = (file: File) => file.name.toLowerCase().endsWith('.zip');

/** Upload of a ZIP of theme files, with a progress bar and the server's report. */
export function TemasUpload() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState(0);
  const upload = useFileUpload({
    accepts: isZip,
    send: (file: File, options: { dryRun: boolean; validOnly?: boolean }) => {
      setProgress(0);
      return uploadTemas(file, { onProgress: setProgress, ...options });
    },
    after: () => mutate(adminTemasKey),
  });
  const { step } = upload;
  const report = step.kind === 'done' ? step.result : null;
  const error = step.kind === 'failed' ? adminErrorMessage(step.error, t, 'adminSettingsUploadError') : null;

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <UploadControls
          upload={upload}
          label={t('adminTemasFileLabel')}
          placeholder={t('adminTemasChooseZip')}
          accept=".zip,application/zip"
          wrongTypeText={catalogueText('choose_zip')}
          testId="temas-file"
          buttonLabel={t('adminTemasUpload')}
        />
      </Group>
      {upload.busy && (
        <Progress value={Math.round(progress * 100)} aria-label={t('adminTemasUploadProgress')} animated />
      )}
      <div aria-live="polite">
        {upload.review && (
          <ZipDryRunReview
            id="temas"
            changes={upload.review.changes ?? []}
            checks={[upload.review]}
            busy={upload.busy}
            onConfirm={(choice) => upload.confirm(choice)}
            onCancel={upload.cancel}
          />
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="temas-upload-error">
            {error}
          </Alert>
        )}
        {report && <TemasUploadReportView report={report} />}
        {!report && !error && (
          <Text size="xs" c="dimmed">
            {t('adminTemasUploadHelp')}
          </Text>
        )}
      </div>
    </Stack>
  );
}
