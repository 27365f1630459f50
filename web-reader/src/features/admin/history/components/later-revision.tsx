import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiErrorExtras } from '../../../../lib/api-errors';
import { formatDateTime } from '../../utils/format-date-time';
import { actionLabel } from '../utils/action-label';

type Later = NonNullable<ApiErrorExtras['later']>;

/**
 * The later revision a revert conflict names (the 409's `later`): who changed the same item since,
 * when, how, with a link to open it.
 */
export function LaterRevision({ later, onOpen }: { later: Later; onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Text size="sm" data-testid="revert-later">
      {t('adminRevertLater', {
        id: later.id,
        admin: later.admin,
        when: formatDateTime(later.created_at, i18n.language),
        action: actionLabel(later.action, t),
      })}{' '}
      <Anchor component="button" type="button" onClick={() => onOpen(later.id)}>
        {t('adminHistoryOpenLabel', { id: later.id })}
      </Anchor>
    </Text>
  );
}
