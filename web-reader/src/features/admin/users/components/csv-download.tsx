import '@mantine/core/styles/Progress.css';
import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCsvDownload } from '../hooks/use-csv-download';

/** 'Download CSV' with its progress while the pages come in, and the spec's failure message. */
export function CsvDownload() {
  const { t } = useTranslation();
  const { download, progress, running, failed, dismiss } = useCsvDownload();
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <Stack gap={6} align="flex-end" miw={0}>
      <Button onClick={() => void download()} loading={running} data-testid="users-csv">
        {t('adminUsersCsvDownload')}
      </Button>
      {running && (
        <div style={{ width: 220, maxWidth: '100%' }} role="status">
          <Progress value={percent} size="sm" aria-label={t('adminUsersCsvProgressLabel')} animated />
          <Text size="xs" c="dimmed" ta="end" mt={4}>
            {t('adminUsersCsvProgress', { loaded: progress?.loaded ?? 0, total: progress?.total ?? 0 })}
          </Text>
        </div>
      )}
      {failed && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          onClose={dismiss}
          closeButtonLabel={t('adminUsersDismiss')}
          data-testid="users-csv-error"
        >
          {t('adminUsersCsvError')}
        </Alert>
      )}
    </Stack>
  );
}
