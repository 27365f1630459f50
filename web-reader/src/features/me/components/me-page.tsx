import { localeOf, toLanguage } from '@camino/schemas/languages';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { UnsentChanges } from '../../../components/unsent-changes';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../../hooks/use-session';
import { useReminders } from '../api/get-reminders';
import { KeptVolumes } from './kept-volumes';
import { PushDevices } from './push-devices';
import { RemindersForm } from './reminders-form';

/**
 * /me, "My Camino" (members): the member's reminders by web push and digest email, all opt-in,
 * and the devices that receive push, each removable.
 */
export function MePage() {
  const { t, i18n } = useTranslation();
  const { token } = useSession();
  const reminders = useReminders(token);
  const locale = localeOf(toLanguage(i18n.language));
  usePageTitle(t('pageTitleMe'));

  return (
    <Stack gap="lg" maw={720} data-testid="me-page">
      <div>
        <Title order={1}>{t('meTitle')}</Title>
        <Text c="dimmed">{t('meLead')}</Text>
      </div>
      <UnsentChanges />
      {reminders.error ? (
        <LoadErrorAlert
          title={t('meLoadError')}
          testId="me-load-error"
          onRetry={() => void reminders.mutate()}
        />
      ) : !reminders.data || !token ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={120} />
          <Skeleton height={160} />
          <Skeleton height={160} />
        </Stack>
      ) : (
        <RemindersForm
          stored={reminders.data}
          locale={locale}
          onSaved={(saved) => void reminders.mutate(saved, { revalidate: false })}
          pushDevices={<PushDevices token={token} locale={locale} />}
        />
      )}
      <KeptVolumes />
    </Stack>
  );
}
