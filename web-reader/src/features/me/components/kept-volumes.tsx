import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUiLanguage } from '../../../hooks/use-content';
import { useKeptVolumes } from '../../../hooks/use-kept-volumes';
import { formatSize } from '../../../lib/offline/format-size';
import '../../../locales/offline/load-offline-catalog';

/** /me: the volumes kept on this device for reading offline, each with its size and Remove. */
export function KeptVolumes() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const { volumes, failure, remove } = useKeptVolumes();

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="kept-volumes-title">
      <Stack gap="sm" data-testid="kept-volumes">
        <div>
          <Title order={2} size="h4" id="kept-volumes-title">
            {t('keptVolumesTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('keptVolumesLead')}
          </Text>
        </div>
        {failure === 'storage' && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {t('keepOfflineStorageRefused')}
          </Alert>
        )}
        {volumes === undefined ? (
          <Skeleton height={32} aria-busy="true" aria-label={t('loading')} />
        ) : volumes.length === 0 ? (
          <Text size="sm" data-testid="kept-volumes-empty">
            {t('keptVolumesEmpty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {volumes.map((kept) => (
              <Group key={kept.volume} component="li" justify="space-between" data-testid="kept-volume">
                <Group gap="sm">
                  <Anchor component={Link} to={`/volume/${kept.volume}`}>
                    {t('volumeLabel', { volume: kept.volume })}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {formatSize(kept.bytes, lang)}
                  </Text>
                </Group>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => remove(kept.volume)}
                  aria-label={t('keptOfflineRemoveLabel', { volume: kept.volume })}
                >
                  {t('keptOfflineRemove')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
