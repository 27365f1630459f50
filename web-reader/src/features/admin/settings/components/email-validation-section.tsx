import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toggleEmailValidation, useEmailValidation } from '../api/email-validation';
import { SettingSwitch } from './setting-switch';

/** SPEC.md §4: on, new members verify their email; off, waiting accounts are verified at once. */
export function EmailValidationSection() {
  const { t } = useTranslation();
  const { data, error, mutate } = useEmailValidation();

  const save = async (enabled: boolean) => {
    const result = await toggleEmailValidation(enabled);
    await mutate(result.email_validation_enabled, { revalidate: false });
    if (result.email_validation_enabled) return t('adminSettingsEmailValidationOn');
    return t('adminSettingsEmailValidationOff', { count: result.users_verified });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-email-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="settings-email-title">
          {t('adminSettingsEmailTitle')}
        </Title>
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
      </Stack>
    </Paper>
  );
}
