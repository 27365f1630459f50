import { useTranslation } from 'react-i18next';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
import { usePageTitle } from '../../hooks/use-page-title';

/** /reset-password (lazy: its own chunk). */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitleResetPassword'));
  return <ResetPasswordPage />;
}
