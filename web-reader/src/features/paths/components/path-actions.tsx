import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberToday } from '../../../lib/member-day';
import type { PathAction } from '../api/act-on-path';

/** Acts that undo progress, asked for before they run. */
const CONFIRMED = { restart: 'pathConfirmRestart', leave: 'pathConfirmLeave' } as const;

/**
 * A followed path's acts: pause or resume, restart and leave (these two after a confirmation,
 * with Cancel focused first so Enter on an accidental open changes nothing); Join otherwise, with
 * the day to start on for a path that starts when joined (today unless the member picks another).
 */
export function PathActions({
  state,
  startsOnJoin,
  busy,
  onAct,
}: {
  state: 'active' | 'paused' | 'left' | null;
  startsOnJoin: boolean;
  busy: boolean;
  onAct: (action: PathAction, startDate?: string) => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<keyof typeof CONFIRMED | null>(null);
  const [start, setStart] = useState(memberToday);
  const following = state === 'active' || state === 'paused';

  if (!following) {
    const join = (
      <Button
        onClick={() => onAct('join', startsOnJoin && start ? start : undefined)}
        loading={busy}
        data-testid="path-join"
      >
        {t('pathJoin')}
      </Button>
    );
    if (!startsOnJoin) return join;
    return (
      <Group gap="xs" align="flex-end">
        <TextInput
          type="date"
          label={t('pathStartOn')}
          value={start}
          onChange={(event) => setStart(event.currentTarget.value)}
          data-testid="path-start-date"
        />
        {join}
      </Group>
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
