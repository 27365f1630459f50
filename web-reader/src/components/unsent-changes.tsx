import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnsentWrites } from '../hooks/use-unsent-writes';
import '../locales/offline/load-offline-catalog';

/**
 * A quiet count of the member's writes kept on this device and not sent yet (notes and watched
 * marks made offline), and of the notes waiting for their choice; nothing when all is sent.
 */
export function UnsentChanges() {
  const { t } = useTranslation();
  const { total, conflicts } = useUnsentWrites();
  if (total === 0) return null;
  return (
    <Alert color="gray" variant="light" title={t('unsentTitle')} data-testid="unsent-changes">
      {total > conflicts && <Text size="sm">{t('unsentChanges', { count: total - conflicts })}</Text>}
      {conflicts > 0 && <Text size="sm">{t('unsentConflicts', { count: conflicts })}</Text>}
    </Alert>
  );
}
