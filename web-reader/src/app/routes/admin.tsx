import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import '../../features/admin/locales/load-admin-catalogs';
import { AdminPanel } from '../../features/admin/components/admin-panel';
import { isAdminTab } from '../../features/admin/tabs';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';

/**
 * /admin and /admin/<tab> (lazy: visitors never download it). Anyone but a signed-in admin sees
 * "Redirecting..." and goes to /login (SPEC.md §6), which comes back to the same tab; /admin itself opens the first tab, and an
 * unknown tab falls back to it too.
 */
export default function AdminRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab } = useParams();
  const { pathname } = useLocation();
  const { isAdmin } = useSession();
  usePageTitle(t('pageTitleAdmin'));

  useEffect(() => {
    if (!isAdmin) void navigate(`/login?redirect=${encodeURIComponent(pathname)}`, { replace: true });
  }, [isAdmin, navigate, pathname]);

  if (!isAdmin) {
    return (
      <Text ta="center" py="xl" role="status">
        {t('redirecting')}
      </Text>
    );
  }
  if (!isAdminTab(tab)) return <Navigate to="/admin/playlists" replace />;
  return <AdminPanel tab={tab} />;
}
