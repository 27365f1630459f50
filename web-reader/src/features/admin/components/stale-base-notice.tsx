import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@camino/admin-ui/components/confirm-dialog';
import { ProblemList } from '@camino/admin-ui/components/problem-list';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { catalogueText } from '../../../lib/messages';
import type { BasedSave } from './use-based-save';

interface StaleBaseNoticeProps<V> {
  save: Pick<
    BasedSave<V, unknown, unknown>,
    'conflict' | 'readError' | 'busy' | 'pending' | 'loadTheirs' | 'keepMine' | 'confirmLoad' | 'cancelLoad'
  >;
  /** What the editor holds now: what "Keep mine" checks and "Load their version" would replace. */
  mine: V;
  /** Names the notice (`{testId}-conflict`) and its buttons. */
  testId: string;
}

/**
 * What an editor shows when its save met 409 stale_base: another admin changed the item since it
 * was opened, nothing was saved and the editor's text is untouched. The admin chooses to load
 * their version (asked first when it differs, since it replaces the editor's text) or to keep
 * their own text and review what it would change over the other admin's.
 */
export function StaleBaseNotice<V>({ save, mine, testId }: StaleBaseNoticeProps<V>) {
  const { t } = useTranslation();
  if (!save.conflict) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      title={catalogueText('stale_base')}
      data-testid={`${testId}-conflict`}
    >
      <Stack gap="sm">
        <ProblemList problems={save.conflict.problems} />
        <Text size="sm">{t('adminStaleBaseHelp')}</Text>
        {save.readError !== null && (
          <Text size="sm" className="text-error" data-testid={`${testId}-conflict-error`}>
            {adminErrorMessage(save.readError, t, 'adminStaleBaseReadError')}
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => void save.loadTheirs(mine)}
            disabled={save.busy}
            data-testid={`${testId}-load-theirs`}
          >
            {t('adminStaleBaseLoadTheirs')}
          </Button>
          <Button
            onClick={() => void save.keepMine(mine)}
            disabled={save.busy}
            data-testid={`${testId}-keep-mine`}
          >
            {t('adminStaleBaseKeepMine')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={save.pending !== null}
        title={t('adminStaleBaseReplaceTitle')}
        message={t('adminStaleBaseReplaceMessage')}
        confirmLabel={t('adminStaleBaseReplace')}
        testId={`${testId}-replace`}
        onConfirm={save.confirmLoad}
        onCancel={save.cancelLoad}
      />
    </Alert>
  );
}
