import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PathsResponse } from '@camino/schemas/api/reading-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useUiLanguage } from '../../../hooks/use-content';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../../hooks/use-session';
import { errorText } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toast';
import { actOnPath } from '../api/act-on-path';
import { usePaths } from '../api/get-paths';
import { inLanguage, startKey } from '../utils/path-text';
import { PathStateBadge } from './path-state-badge';

type PathItem = PathsResponse['paths'][number];

const ERROR_TOAST_MS = 5000;

/**
 * /paths: every reading path with the member's state and progress, a Join button for a path they
 * do not follow, and a way in to each path's days. Visitors see the paths and are asked to sign in.
 */
export function PathsPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const paths = usePaths(token);
  usePageTitle(t('pathsTitle'));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('pathsTitle')}</Title>
        <Text c="dimmed">{t('pathsLead')}</Text>
      </div>
      {paths.error ? (
        <LoadErrorAlert
          title={t('pathsLoadError')}
          testId="paths-error"
          onRetry={() => void paths.mutate()}
        />
      ) : !paths.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={180} />
          ))}
        </SimpleGrid>
      ) : paths.data.paths.length === 0 ? (
        <Alert color="gray" variant="light" data-testid="paths-empty">
          {t('pathsEmpty')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" className="plain-list" data-testid="paths-list">
          {paths.data.paths.map((path) => (
            <li key={path.id}>
              <PathCard path={path} signedIn={token !== null} onChanged={() => void paths.mutate()} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** One path: its title, description, where it starts, the member's progress and a way to follow it. */
function PathCard({
  path,
  signedIn,
  onChanged,
}: {
  path: PathItem;
  signedIn: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const [busy, setBusy] = useState(false);
  const following = path.state !== null && path.state !== 'left';

  const join = async () => {
    setBusy(true);
    try {
      await actOnPath(path.id, 'join');
      onChanged();
    } catch (error) {
      showToast({ message: errorText(error, t, 'pathActionError'), color: 'red', duration: ERROR_TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" h="100%" data-testid={`path-card-${path.id}`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3">
            {inLanguage(path.title, lang)}
          </Title>
          <PathStateBadge state={path.state} />
        </Group>
        <Text size="sm">{inLanguage(path.description, lang)}</Text>
        <Text size="sm" c="dimmed">
          {t('pathDayCount', { count: path.day_count })} · {t(startKey(path.start))}
        </Text>
        {following && (
          <Text size="sm" data-testid="path-progress">
            {t('pathProgress', { done: path.done_count, total: path.day_count })}
            {path.today_day !== null && ` · ${t('pathTodayStep', { day: path.today_day })}`}
          </Text>
        )}
        <Group gap="xs" mt="auto" pt="xs">
          <Button component={Link} to={`/paths/${path.id}`} variant="light" size="sm">
            {t('pathOpen')}
          </Button>
          {signedIn && !following && (
            <Button size="sm" onClick={() => void join()} loading={busy} data-testid="path-join">
              {t('pathJoin')}
            </Button>
          )}
          {!signedIn && (
            <Button component={Link} to="/user-login" variant="subtle" size="sm">
              {t('pathSignInToFollow')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
