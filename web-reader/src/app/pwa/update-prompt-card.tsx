import { Button, Group, Notification, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { acceptUpdate } from './update-state';
import classes from './update-prompt.module.css';
import '../../locales/offline/load-offline-catalog';

/** "A new version of Camino is ready — Reload" (see update-prompt.tsx). */
export default function UpdatePromptCard() {
  const { t } = useTranslation();
  return (
    <div className={classes.place}>
      <Notification withCloseButton={false} withBorder role="alert" data-testid="update-prompt">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{t('updateReady')}</Text>
          <Button size="xs" onClick={acceptUpdate}>
            {t('updateReload')}
          </Button>
        </Group>
      </Notification>
    </div>
  );
}
