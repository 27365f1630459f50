import { useTranslation } from 'react-i18next';
import { HomePage } from '../../features/home/components/home-page';
import { usePageTitle } from '../../hooks/use-page-title';

/** / */
export function HomeRoute() {
  const { t } = useTranslation();
  usePageTitle(t('pageTitleHome'));
  return <HomePage />;
}
