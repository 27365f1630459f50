import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startOutboxRunner } from '../../features/volume/outbox/outbox-runner';
import { subscribeSent } from '../../lib/outbox/outbox-changes';
import '../../locales/offline/load-offline-catalog';

/**
 * Runs the outbox for the signed-in `account` (started again for each new sign-in) and tells
 * screen readers, politely, when changes kept offline have reached the server.
 */
export default function OutboxRunnerHost({ account }: { account: string | number }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(0);
  useEffect(() => subscribeSent(() => setSent((count) => count + 1)), []);
  useEffect(() => {
    startOutboxRunner().catch((error: unknown) =>
      console.error('[camino] the outbox could not be sent', error),
    );
  }, [account]);
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {sent > 0 ? t('unsentSent', { count: sent }) : ''}
    </VisuallyHidden>
  );
}
