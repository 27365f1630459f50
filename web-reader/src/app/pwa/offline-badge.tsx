import { useTranslation } from 'react-i18next';
import { CloudOffIcon } from '../../components/icons';
import { useOnline } from '../../hooks/use-online';
import classes from './offline-badge.module.css';

/**
 * A quiet mark in the header while the browser has no connection: what was kept still reads, and
 * changes wait on this device. A live region, so a screen reader hears it appear; nothing else
 * moves (it takes no room online).
 */
export function OfflineBadge() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <span role="status" className={classes.region}>
      {!online && (
        <span className={classes.badge} title={t('offlineHint')} data-testid="offline-badge">
          <CloudOffIcon size={16} />
          <span className={classes.label}>{t('offlineBadge')}</span>
        </span>
      )}
    </span>
  );
}
