import type { AdminUser } from '@camino/schemas/api/admin-users';
import type { UserType } from '@camino/schemas/api/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-errors';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { catalogueText } from '../../../../lib/messages';
import { setUserRole } from '../api/set-user-role';
import { fullName } from '../components/user-status';

/** The role the control offers an account: the other one. */
export const otherRole = (user: AdminUser): UserType => (user.user_type === 'admin' ? 'user' : 'admin');

/**
 * The role flow: which account waits for confirmation, the request, and its outcome. The server's
 * rules (not oneself: own_role; never the last admin: last_admin) read as messages in the UI
 * language; any other failure shows the server's detail or 'Failed to change the role'.
 */
export function useUserRole(onChanged: (id: number, role: UserType) => void) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<AdminUser | null>(null);
  // The dialog keeps naming the last account asked about while it closes.
  const [last, setLast] = useState<AdminUser | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const role = otherRole(pending);
    const name = fullName(pending);
    setBusy(true);
    try {
      await setUserRole(pending.id, role);
      onChanged(pending.id, role);
      setResult({
        ok: true,
        message: t(role === 'admin' ? 'adminUsersRolePromoted' : 'adminUsersRoleDemoted', { name }),
      });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      const message =
        code === 'own_role'
          ? catalogueText('own_role')
          : code === 'last_admin'
            ? catalogueText('last_admin')
            : adminErrorMessage(error, t, 'adminUsersRoleFailed');
      setResult({ ok: false, message });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return {
    pending,
    last,
    busy,
    result,
    ask: (user: AdminUser) => {
      setResult(null);
      setPending(user);
      setLast(user);
    },
    cancel: () => setPending(null),
    confirm,
    dismiss: () => setResult(null),
  };
}
