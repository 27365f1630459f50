import { Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@camino/admin-ui/components/confirm-dialog';
import { toggleEmailValidation, useEmailValidation } from '../api/email-validation';
import { SettingSwitch } from './setting-switch';
import { AdminSection } from '../../components/admin-section';

/** SPEC.md §4: on, new members verify their email; off, waiting accounts are verified at once. */
export function EmailValidationSection() {
  const { t } = useTranslation();
  const { data, error, mutate } = useEmailValidation();
  // Turning validation off verifies every waiting account at once: it asks first. The
  // switch waits on this answer; Cancel leaves the setting as it was.
  const [asking, setAsking] = useState(false);
  const answer = useRef<(confirmed: boolean) => void>(() => undefined);
  const confirmOff = () =>
    new Promise<boolean>((resolve) => {
      answer.current = (confirmed) => {
        setAsking(false);
        resolve(confirmed);
      };
      setAsking(true);
    });

  const save = async (enabled: boolean) => {
    if (!enabled && !(await confirmOff())) return;
    const result = await toggleEmailValidation(enabled);
    await mutate(result.email_validation_enabled, { revalidate: false });
    if (result.email_validation_enabled) return t('adminSettingsEmailValidationOn');
    return t('adminSettingsEmailValidationOff', { count: result.users_verified });
  };

  return (
    <AdminSection titleId="settings-email-title" title={t('adminSettingsEmailTitle')}>
      <SettingSwitch
        label={t('adminSettingsEmailSwitch')}
        description={t('adminSettingsEmailHelp')}
        value={data}
        loadError={error}
        onRetry={() => void mutate()}
        onSave={save}
        errorKey="adminSettingsEmailValidationError"
        testId="email-validation-switch"
      />
      <Text size="xs" c="dimmed">
        {t('adminSettingsEmailOffNote')}
      </Text>
      <ConfirmDialog
        opened={asking}
        title={t('adminEmailOffConfirmTitle')}
        message={t('adminEmailOffConfirmMessage')}
        confirmLabel={t('adminEmailOffConfirm')}
        onConfirm={() => answer.current(true)}
        onCancel={() => answer.current(false)}
      />
    </AdminSection>
  );
}
