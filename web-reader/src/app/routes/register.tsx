import { useTranslation } from 'react-i18next';
import { RegisterForm } from '../../features/auth/components/register-form';
import { usePageTitle } from '../../hooks/use-page-title';

/** /register (lazy: its own chunk). */
export default function RegisterRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitleRegister'));
  return <RegisterForm />;
}
