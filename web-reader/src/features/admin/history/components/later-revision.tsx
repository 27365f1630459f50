import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '../utils/format-when';
import { useRevisions, type RevisionDetail } from '../api/revisions';
import { actionLabel } from '../utils/action-label';

/**
 * The newest revision of the same item, named in a revert conflict: who changed it later, when,
 * how, with a link to open it. (The 409's body names it too, but the reader's errors keep only
 * code and detail, so it is looked up in the list the same way the filters do.)
 */
export function LaterRevision({
  revision,
  onOpen,
}: {
  revision: RevisionDetail;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { data } = useRevisions(0, { kind: revision.kind, key: revision.key });
  const later = data?.items.find((item) => item.id !== revision.id && item.id > revision.id);
  if (!later) return null;
  return (
    <Text size="sm" data-testid="revert-later">
      {t('adminRevertLater', {
        id: later.id,
        admin: later.admin,
        when: formatWhen(later.created_at, i18n.language),
        action: actionLabel(later.action, t),
      })}{' '}
      <Anchor component="button" type="button" onClick={() => onOpen(later.id)}>
        {t('adminHistoryOpenLabel', { id: later.id })}
      </Anchor>
    </Text>
  );
}
