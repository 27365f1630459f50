import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isSuccessMessage } from '../utils/about-banner';

/** The message banner under the editor: green when it reports success, red otherwise. */
export function AboutBanner({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  const success = isSuccessMessage(message, t('adminAboutSuccessWord'));
  return (
    <Alert
      color={success ? 'teal' : 'red'}
      variant="light"
      role={success ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel={t('adminUsersDismiss')}
      onClose={onClose}
      data-testid="about-banner"
      data-success={success}
    >
      {message}
    </Alert>
  );
}
