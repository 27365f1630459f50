import { MantineProvider } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { ToastHost } from '../components/toast-host';
import { SESSION_EXPIRED_EVENT } from '../lib/api-client';
import { showToast } from '../lib/toast';
import { darkModeColorSchemeManager } from './color-scheme-manager';
import { cssVariablesResolver, theme } from './theme';

/** How long the session-expired toast stays (SPEC.md §9). */
export const SESSION_TOAST_MS = 5000;

const colorSchemeManager = darkModeColorSchemeManager();

/** Turns the api client's sessionExpired event into the global toast. */
function SessionExpiredToast() {
  const { t } = useTranslation();
  useEffect(() => {
    const onExpired = () =>
      showToast({ message: t('sessionExpiredToast'), color: 'red', duration: SESSION_TOAST_MS });
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [t]);
  return null;
}

/** Theme (light/dark, following the system until chosen), data fetching defaults and toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: false }}>
        {children}
        <SessionExpiredToast />
        <ToastHost />
      </SWRConfig>
    </MantineProvider>
  );
}
