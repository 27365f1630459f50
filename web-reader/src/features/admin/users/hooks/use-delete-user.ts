import type { AdminUser } from '@camino/schemas/api/admin-users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusOf } from '../../../../lib/api-errors';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { catalogueText } from '../../../../lib/messages';
import { deleteUser } from '../api/delete-user';
import { fullName } from '../components/user-status';

/**
 * The delete flow: which account waits for confirmation, the request, and its outcome. The
 * server's two rules (not oneself: 400; not the last admin: 409) read as messages in the UI
 * language; any other failure shows the server's detail or 'Failed to delete user'.
 */
export function useDeleteUser(onDeleted: (id: number) => Promise<void>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await deleteUser(pending.id);
      await onDeleted(pending.id);
      setResult({ ok: true, message: t('adminUsersDeleted', { name: fullName(pending) }) });
    } catch (error) {
      const status = statusOf(error);
      const message =
        status === 400
          ? catalogueText('own_account')
          : status === 409
            ? catalogueText('last_admin_delete')
            : adminErrorMessage(error, t, 'adminUsersDeleteFailed');
      setResult({ ok: false, message });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return {
    pending,
    busy,
    result,
    ask: (user: AdminUser) => {
      setResult(null);
      setPending(user);
    },
    cancel: () => setPending(null),
    confirm,
    dismiss: () => setResult(null),
  };
}
