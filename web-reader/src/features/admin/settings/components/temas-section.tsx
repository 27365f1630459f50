import { Divider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { DeleteConfirm } from '../../components/delete-confirm';
import { DeleteFeedback, useConfirmedDelete } from '../../components/delete-feedback';
import { LoadState } from '../../components/load-state';
import type { AdminTema } from '@camino/schemas/api/admin-content';
import { deleteTema, useAdminTemas } from '../api/temas';
import { TemaRow } from './tema-row';
import { TemasUpload } from './temas-upload';
import { AdminSection } from '../../components/admin-section';

/** The members' themes pages: upload, then every theme with its visibility and Delete. */
export function TemasSection() {
  const { t } = useTranslation();
  const { mutate: mutateKey } = useSWRConfig();
  const temas = useAdminTemas();
  // The members' list (/temas) is cached under its own key: refresh it with the admin's.
  const refresh = () => Promise.all([temas.mutate(), mutateKey('/temas')]);

  // The confirmation shows the delete's dry run; Delete waits for it.
  const deletion = useConfirmedDelete((tema: AdminTema) => deleteTema(tema.id), refresh, {
    preview: (tema) => deleteTema(tema.id, true),
  });
  const { pending } = deletion;

  return (
    <AdminSection titleId="settings-temas-title" title={t('adminTemasTitle')}>
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
      <DeleteConfirm
        deletion={deletion}
        id="tema-delete"
        title={t('adminTemasDeleteTitle')}
        message={pending ? t('adminTemasDeleteConfirm', { title: pending.title }) : ''}
        confirmLabel={t('adminTemasDelete')}
        errorKey="adminTemasDeleteError"
      />
    </AdminSection>
  );
}
