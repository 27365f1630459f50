import { Notification } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentToasts, hideToast, subscribeToasts } from '../lib/toast';
import type { Toast } from '../lib/toast';
import classes from './toast-host.module.css';

/** No toast is ever part of a pre-rendered page. */
const NO_TOASTS: Toast[] = [];
const noToasts = () => NO_TOASTS;

/** Renders the global toasts in a polite live region at the bottom of the viewport, clear of the header. */
export function ToastHost() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, noToasts);
  return (
    <div className={classes.host} role="status" aria-live="polite" data-testid="toast-host">
      {toasts.map((toast) => (
        <Notification
          key={toast.id}
          color={toast.color}
          withBorder
          className={classes.toast}
          closeButtonProps={{ 'aria-label': t('close') }}
          onClose={() => hideToast(toast.id)}
        >
          {toast.message}
        </Notification>
      ))}
    </div>
  );
}
