import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DONATION_URL } from '../config/site';
import { HeartIcon } from './icons';

/** The donation link (SPEC.md: an external page, opened apart), wherever the reader offers it. */
export function DonateButton() {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={DONATION_URL}
      target="_blank"
      rel="noopener noreferrer"
      color="red.9"
      leftSection={<HeartIcon size={18} />}
    >
      {t('donateButton')}
    </Button>
  );
}
