import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { publicButtonKey, saveButton, useAdminButton, type HomeButton } from '../api/button-config';
import { SettingSwitch } from './setting-switch';
import { AdminSection } from '../../components/admin-section';

/**
 * The Gospel of the Day and topics buttons of the home page, each shown or hidden: a switch shows
 * its dry run first and is stored on Publish.
 */
export function HomeButtonsSection() {
  const { t } = useTranslation();
  return (
    <AdminSection titleId="settings-buttons-title" title={t('adminSettingsButtonsTitle')} gap="md">
      <ButtonSwitch
        button="evangelio"
        label={t('adminSettingsGospelButton')}
        help={t('adminSettingsGospelButtonHelp')}
      />
      <ButtonSwitch
        button="topics"
        label={t('adminSettingsTopicsButton')}
        help={t('adminSettingsTopicsButtonHelp')}
      />
    </AdminSection>
  );
}

function ButtonSwitch({ button, label, help }: { button: HomeButton; label: string; help: string }) {
  const { t } = useTranslation();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, mutate } = useAdminButton(button);

  const save = async (enabled: boolean) => {
    const result = await saveButton(button, enabled);
    await mutate(result.enabled, { revalidate: false });
    await mutateKey(publicButtonKey(button));
    return result.enabled ? t('adminSettingsButtonShown') : t('adminSettingsButtonHidden');
  };

  return (
    <SettingSwitch
      label={label}
      description={help}
      value={data}
      loadError={error}
      onRetry={() => void mutate()}
      onSave={save}
      onCheck={async (enabled) => (await saveButton(button, enabled, true)).changes ?? []}
      errorKey="adminSettingsButtonError"
      testId={`${button}-button-switch`}
    />
  );
}
