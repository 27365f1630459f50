import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { usePageTitle } from '../../hooks/use-page-title';

/** /forgot-password (lazy: its own chunk). */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitleForgotPassword'));
  return <ForgotPasswordForm />;
}
