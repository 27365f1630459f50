import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { memberTimeZone } from '../../../lib/member-day';
import { saveStreakPreferences, useStreak } from '../api/get-streak';

/**
 * The member's streak on home, worded gently: the days in a row, that a rest day a week does not
 * break it, what counts, and a control to hide it (and to show it again). It tells the server the
 * reader's time zone when it differs, so the member's days are counted in their own.
 */
export function StreakCard({ token }: { token: string }) {
  const { t } = useTranslation();
  const streak = useStreak(token);
  const [busy, setBusy] = useState(false);
  const zone = memberTimeZone();
  const data = streak.data;

  useEffect(() => {
    if (!data || !zone || data.time_zone === zone) return;
    void saveStreakPreferences({ time_zone: zone })
      .then((next) => streak.mutate(next, { revalidate: false }))
      .catch(() => undefined);
  }, [data, zone, streak]);

  if (!data) return null;
  const setHidden = async (hidden: boolean) => {
    setBusy(true);
    try {
      await streak.mutate(saveStreakPreferences({ hidden }), { revalidate: false });
    } catch {
      // The card stays as it was; nothing else depends on it.
    } finally {
      setBusy(false);
    }
  };

  if (data.hidden) {
    return (
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => void setHidden(false)}
          loading={busy}
          data-testid="streak-show"
        >
          {t('streakShow')}
        </Button>
      </Group>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" data-testid="streak-card">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600} size="lg" data-testid="streak-days" role="status">
            {data.days === 0 ? t('streakNone') : t('streakDays', { count: data.days })}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => void setHidden(true)}
            loading={busy}
            data-testid="streak-hide"
          >
            {t('streakHide')}
          </Button>
        </Group>
        {data.rest_days.length > 0 && (
          <Text size="sm" data-testid="streak-rest">
            {t('streakRested', { count: data.rest_days.length })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('streakExplained')}
        </Text>
        <Group>
          <Button component={Link} to="/paths" variant="light" size="xs">
            {t('streakPathsLink')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
