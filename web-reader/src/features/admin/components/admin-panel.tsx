import '@mantine/core/styles/Tabs.css';
import { Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NeedsConnection } from '../../../components/needs-connection';
import { RouteErrorBoundary } from '../../../components/route-error-boundary';
import { ADMIN_TABS, TAB_COMPONENTS, TAB_LABEL_KEYS, type AdminTabId } from '../tabs';
import classes from './admin-panel.module.css';
import '../../../locales/offline/load-offline-catalog';

/**
 * The panel: one tab per management area. The URL is the source of truth (/admin/<tab>), so a
 * reload or a shared link opens the same tab, and Back walks the tabs visited. Only the open
 * tab's chunk is downloaded; each tab has its own error boundary so one failing tab leaves the
 * others usable.
 */
export function AdminPanel({ tab }: { tab: AdminTabId }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const TabContent = TAB_COMPONENTS[tab];

  return (
    <Stack gap="lg" className={classes.panel}>
      <Title order={1}>{t('adminPanelTitle')}</Title>
      <NeedsConnection message={t('offlineAdmin')} />
      <Tabs
        value={tab}
        onChange={(value) => value && value !== tab && void navigate(`/admin/${value}`)}
        keepMounted={false}
        variant="outline"
      >
        <Tabs.List className={classes.list} aria-label={t('adminTabsLabel')}>
          {ADMIN_TABS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(TAB_LABEL_KEYS[id])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="lg">
          <RouteErrorBoundary area="admin" key={tab}>
            <Suspense
              fallback={
                <Center py="xl">
                  <Loader aria-label={t('adminLoadingTab')} />
                </Center>
              }
            >
              <TabContent />
            </Suspense>
          </RouteErrorBoundary>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
