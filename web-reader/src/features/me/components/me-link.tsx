import { useTranslation } from 'react-i18next';
import { IconLink } from '../../../components/icon-action';
import { BellIcon } from '../../../components/icons';

/** The header's way to My Camino (reminders): an icon with its hint, small enough for a phone. */
export function MeLink() {
  const { t } = useTranslation();
  return (
    <IconLink label={t('meLink')} to="/me" testId="me-link">
      <BellIcon />
    </IconLink>
  );
}
