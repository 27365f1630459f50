import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DeleteDryRun } from '../../components/delete-dry-run';
import { DeleteFeedback, useConfirmedDelete } from '../../components/delete-feedback';
import { LoadState } from '../../components/load-state';
import type { AdminTema } from '@camino/schemas/api/admin-content';
import { deleteTema, useAdminTemas } from '../api/temas';
import { TemaRow } from './tema-row';
import { TemasUpload } from './temas-upload';

/** The members' themes pages: upload, then every theme with its visibility and Delete. */
export function TemasSection() {
  const { t } = useTranslation();
  const { mutate: mutateKey } = useSWRConfig();
  const temas = useAdminTemas();
  // The members' list (/temas) is cached under its own key: refresh it with the admin's.
  const refresh = () => Promise.all([temas.mutate(), mutateKey('/temas')]);

  // The confirmation shows the delete's dry run (issue #17); Delete waits for it.
  const deletion = useConfirmedDelete((tema: AdminTema) => deleteTema(tema.id), refresh, {
    preview: (tema) => deleteTema(tema.id, true),
  });
  const { pending } = deletion;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-temas-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="settings-temas-title">
          {t('adminTemasTitle')}
        </Title>
        <TemasUpload />
        <Divider />
        <DeleteFeedback
          outcome={deletion.outcome}
          onDismiss={deletion.dismiss}
          deletedText={(tema) => t('adminTemasDeleted', { title: tema.title })}
          errorKey="adminTemasDeleteError"
        />
        <LoadState result={temas} errorKey="adminTemasLoadError" skeleton={[36, 36]}>
          {(list) =>
            list.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('adminTemasEmpty')}
              </Text>
            ) : (
              <ul className="plain-list" aria-label={t('adminTemasListLabel')} data-testid="admin-temas">
                {list.map((tema) => (
                  <TemaRow key={tema.id} tema={tema} onChanged={refresh} onDelete={deletion.ask} />
                ))}
              </ul>
            )
          }
        </LoadState>
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        title={t('adminTemasDeleteTitle')}
        message={pending ? t('adminTemasDeleteConfirm', { title: pending.title }) : ''}
        confirmLabel={t('adminTemasDelete')}
        busy={deletion.deleting}
        canConfirm={deletion.ready}
        testId="tema-delete"
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      >
        <DeleteDryRun id="tema-delete" check={deletion.check} errorKey="adminTemasDeleteError" />
      </ConfirmDialog>
    </Paper>
  );
}
