import { useTranslation } from 'react-i18next';
import { UserLoginForm } from '../../features/auth/components/user-login-form';
import { usePageTitle } from '../../hooks/use-page-title';

/** /user-login (lazy: its own chunk). */
export default function UserLoginRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitleUserLogin'));
  return <UserLoginForm />;
}
