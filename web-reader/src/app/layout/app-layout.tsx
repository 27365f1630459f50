import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { PageReady } from '../page-ready';
import { UpdatePrompt } from '../pwa/update-prompt';
import { RouteErrorBoundary } from '../../components/route-error-boundary';
import { OutboxRunnerStart } from './outbox-runner-start';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './app-layout.module.css';

/** Header, the route's page and the footer, with a skip link for keyboard users. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        <RouteErrorBoundary key={pathname} area="reader">
          <Suspense
            fallback={
              <Center mih="50vh">
                <Loader aria-label={t('loading')} />
              </Center>
            }
          >
            <Outlet />
            <PageReady />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <UpdatePrompt />
      <OutboxRunnerStart />
    </div>
  );
}
