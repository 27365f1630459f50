import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PathAction } from '../api/act-on-path';

/** Acts that undo progress, asked for before they run. */
const CONFIRMED = { restart: 'pathConfirmRestart', leave: 'pathConfirmLeave' } as const;

/**
 * A followed path's acts: pause or resume, restart and leave (these two after a confirmation,
 * with Cancel focused first so Enter on an accidental open changes nothing); Join otherwise.
 */
export function PathActions({
  state,
  busy,
  onAct,
}: {
  state: 'active' | 'paused' | 'left' | null;
  busy: boolean;
  onAct: (action: PathAction) => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<keyof typeof CONFIRMED | null>(null);
  const following = state === 'active' || state === 'paused';

  if (!following) {
    return (
      <Button onClick={() => onAct('join')} loading={busy} data-testid="path-join">
        {t('pathJoin')}
      </Button>
    );
  }
  return (
    <>
      <Group gap="xs">
        {state === 'active' ? (
          <Button variant="default" onClick={() => onAct('pause')} loading={busy} data-testid="path-pause">
            {t('pathPause')}
          </Button>
        ) : (
          <Button onClick={() => onAct('resume')} loading={busy} data-testid="path-resume">
            {t('pathResume')}
          </Button>
        )}
        <Button
          variant="default"
          onClick={() => setAsking('restart')}
          disabled={busy}
          data-testid="path-restart"
        >
          {t('pathRestart')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          onClick={() => setAsking('leave')}
          disabled={busy}
          data-testid="path-leave"
        >
          {t('pathLeave')}
        </Button>
      </Group>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking === 'leave' ? t('pathLeave') : t('pathRestart')}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="md" data-testid="path-confirm">
          <Text>{asking && t(CONFIRMED[asking])}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsking(null)} data-autofocus>
              {t('cancel')}
            </Button>
            <Button
              color={asking === 'leave' ? 'red' : undefined}
              onClick={() => {
                if (asking) onAct(asking);
                setAsking(null);
              }}
              data-testid="path-confirm-yes"
            >
              {asking === 'leave' ? t('pathLeave') : t('pathRestart')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
