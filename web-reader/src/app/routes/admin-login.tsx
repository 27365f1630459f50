import { useTranslation } from 'react-i18next';
import { AdminLoginForm } from '../../features/auth/components/admin-login-form';
import { usePageTitle } from '../../hooks/use-page-title';

/** /login (lazy: its own chunk). */
export default function AdminLoginRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitleAdminLogin'));
  return <AdminLoginForm />;
}
