import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../hooks/use-content';
import { useKeptVolume, type KeepFailure } from '../../../hooks/use-kept-volumes';
import { useSession } from '../../../hooks/use-session';
import { formatSize } from '../../../lib/offline/format-size';
import '../../../locales/offline/load-offline-catalog';

/** The height of the row (an extra-small button's). */
const ROW_HEIGHT = 30;

const FAILURE_TEXT: Record<KeepFailure, string> = {
  offline: 'keepOfflineNeedsConnection',
  storage: 'keepOfflineStorageRefused',
  failed: 'keepOfflineFailed',
};

/**
 * "Keep offline" on a volume page: saves its playlist and every chapter file in the UI language
 * on this device (with progress), then says the space it takes and offers Remove. Members only:
 * a volume's content is for members (the API answers it to a member's token), so it is kept
 * under their account and never read back for anyone else on this device.
 */
export function KeepOffline({ volume }: { volume: number }) {
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return null;
  return <KeepOfflineControls volume={volume} />;
}

function KeepOfflineControls({ volume }: { volume: number }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const { kept, progress, failure, keep, remove } = useKeptVolume(volume, lang);
  // The row's height is held while the device is read, so the page below does not move.
  if (kept === undefined) return <div style={{ minHeight: ROW_HEIGHT }} aria-hidden />;

  return (
    <Stack gap="xs" mih={ROW_HEIGHT} data-testid="keep-offline">
      {progress ? (
        <Stack gap={4} aria-live="polite">
          <Text size="sm" data-testid="keep-offline-progress">
            {t('keepOfflineProgress', { done: progress.done, total: progress.total })}
          </Text>
          <Progress
            value={(100 * progress.done) / Math.max(progress.total, 1)}
            size="sm"
            aria-label={t('keepOfflineProgress', { done: progress.done, total: progress.total })}
          />
        </Stack>
      ) : kept ? (
        <Group gap="sm" aria-live="polite">
          <Text size="sm" data-testid="kept-offline-size">
            {t('keptOfflineSize', { size: formatSize(kept.bytes, lang) })}
          </Text>
          {!kept.complete && (
            <Button size="xs" variant="default" onClick={keep}>
              {t('keepOfflineRetry')}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={remove}
            aria-label={t('keptOfflineRemoveLabel', { volume })}
            data-testid="kept-offline-remove"
          >
            {t('keptOfflineRemove')}
          </Button>
        </Group>
      ) : (
        <Group gap="sm">
          <Button size="xs" variant="light" onClick={keep} data-testid="keep-offline-button">
            {t('keepOffline')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('keepOfflineHint')}
          </Text>
        </Group>
      )}
      {kept && !kept.complete && !progress && (
        <Text size="sm" c="dimmed">
          {t('keepOfflineIncomplete')}
        </Text>
      )}
      {failure && (
        <Alert color={failure === 'offline' ? 'yellow' : 'red'} variant="light" role="alert" p="xs">
          {t(FAILURE_TEXT[failure])}
        </Alert>
      )}
    </Stack>
  );
}
