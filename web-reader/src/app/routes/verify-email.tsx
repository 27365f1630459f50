import { useTranslation } from 'react-i18next';
import { VerifyEmailPage } from '../../features/auth/components/verify-email-page';
import { usePageTitle } from '../../hooks/use-page-title';

/** /verify-email (lazy: its own chunk). */
export default function VerifyEmailRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitleVerifyEmail'));
  return <VerifyEmailPage />;
}
