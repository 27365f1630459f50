import { Alert, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PathDetail } from '@camino/schemas/api/reading-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useUiLanguage } from '../../../hooks/use-content';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../../hooks/use-session';
import { errorText, statusOf } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toast';
import { actOnPath, type PathAction } from '../api/act-on-path';
import { usePath } from '../api/get-path';
import { markPathDay } from '../api/mark-path-day';
import { inLanguage, startKey } from '../utils/path-text';
import { PathActions } from './path-actions';
import { PathDayList } from './path-day-list';
import { PathStateBadge } from './path-state-badge';

const ERROR_TOAST_MS = 5000;

/**
 * /paths/{id}: a path's days with the member's done marks and today's step highlighted, marking
 * a day done, and pause, resume, leave or restart. Visitors see the days and are asked to sign in.
 */
export function PathPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const { token } = useSession();
  const path = usePath(id, token);
  const [busy, setBusy] = useState<'state' | number | null>(null);
  usePageTitle(path.data ? inLanguage(path.data.title, lang) : t('pathsTitle'));

  /** Runs a write and shows its answer (the path as it now stands) without another request. */
  const run = async (which: 'state' | number, write: () => Promise<PathDetail>) => {
    setBusy(which);
    try {
      await path.mutate(write(), { revalidate: false });
    } catch (error) {
      showToast({ message: errorText(error, t, 'pathActionError'), color: 'red', duration: ERROR_TOAST_MS });
    } finally {
      setBusy(null);
    }
  };
  const act = (action: PathAction, startDate?: string) =>
    void run('state', () => actOnPath(id, action, startDate));
  const mark = (day: number, done: boolean) => void run(day, () => markPathDay(id, day, done));

  const back = (
    <div>
      <BackButton to="/paths" subtle testId="path-back">
        {t('pathsBack')}
      </BackButton>
    </div>
  );
  if (path.error) {
    return (
      <Stack gap="lg">
        {back}
        {statusOf(path.error) === 404 ? (
          <Alert color="gray" variant="light" data-testid="path-not-found">
            {t('pathNotFound')}
          </Alert>
        ) : (
          <LoadErrorAlert title={t('pathLoadError')} testId="path-error" onRetry={() => void path.mutate()} />
        )}
      </Stack>
    );
  }
  if (!path.data) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label={t('loading')}>
        {back}
        <Skeleton height={40} maw={360} />
        <Skeleton height={20} maw={520} />
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={84} />
        ))}
      </Stack>
    );
  }
  const data = path.data;
  const following = data.state === 'active' || data.state === 'paused';
  return (
    <Stack gap="lg">
      {back}
      <div>
        <Group gap="sm" align="center">
          <Title order={1}>{inLanguage(data.title, lang)}</Title>
          <PathStateBadge state={data.state} />
        </Group>
        <Text>{inLanguage(data.description, lang)}</Text>
        <Text size="sm" c="dimmed">
          {t('pathDayCount', { count: data.day_count })} · {t(startKey(data.start))}
          {following && ` · ${t('pathProgress', { done: data.done_count, total: data.day_count })}`}
        </Text>
      </div>
      {token ? (
        <PathActions
          state={data.state}
          startsOnJoin={data.start === 'on-join'}
          busy={busy === 'state'}
          onAct={act}
        />
      ) : (
        <Alert color="blue" variant="light" data-testid="path-sign-in">
          {t('pathSignInHint')}
        </Alert>
      )}
      {data.state === 'paused' && (
        <Text size="sm" c="dimmed" data-testid="path-paused-note">
          {t('pathPausedNote')}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('pathMissedDaysNote')}
      </Text>
      <PathDayList
        days={data.days}
        todayDay={data.today_day}
        canMark={token !== null && following}
        busyDay={typeof busy === 'number' ? busy : null}
        onMark={mark}
      />
    </Stack>
  );
}
