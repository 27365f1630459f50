import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { flushOutbox } from '../../features/volume/outbox/outbox-runner';
import { countUnsent, discardOutbox } from '../../lib/outbox/member-outbox';
import { draftOwner } from '../../lib/outbox/note-drafts';
import { forgetAccount } from '../../lib/offline/kept-answers';
import { clearSession, getSession } from '../../lib/session';
import '../../locales/offline/load-offline-catalog';

const unsentOf = (owner: string | null) => (owner ? countUnsent(owner).total : 0);

/**
 * Signing out, which asks before it discards writes not sent yet: online it first tries to send
 * them; what is still left opens a dialog (Cancel has the focus, so Enter keeps them). With
 * nothing left it is one click, as before. What the account kept for reading offline is
 * forgotten with the session. Returns the action and the dialog to render.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<{ owner: string; count: number } | null>(null);

  const leave = () => {
    void forgetAccount(getSession());
    clearSession();
    void navigate('/');
  };

  const signOut = async () => {
    const owner = draftOwner(getSession()?.userInfo);
    if (owner && unsentOf(owner) > 0 && navigator.onLine !== false) {
      await flushOutbox().catch(() => undefined);
    }
    const count = unsentOf(owner);
    if (owner && count > 0) setAsking({ owner, count });
    else leave();
  };

  const dialog = (
    <Modal
      opened={asking !== null}
      onClose={() => setAsking(null)}
      title={t('signOutUnsentTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="sign-out-unsent"
    >
      <Text mb="lg">{t('signOutUnsent', { count: asking?.count ?? 0 })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
          {t('cancel')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            if (asking) discardOutbox(asking.owner);
            setAsking(null);
            leave();
          }}
          data-testid="sign-out-anyway"
        >
          {t('signOutAnyway')}
        </Button>
      </Group>
    </Modal>
  );

  return { signOut, dialog };
}
