import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PathDetail } from '@camino/schemas/api/reading-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckCircleIcon, CircleIcon } from '../../../components/icons';
import { useUiLanguage } from '../../../hooks/use-content';
import { formatDay, inLanguage } from '../utils/path-text';
import classes from './paths.module.css';

type Day = PathDetail['days'][number];

/**
 * The days of a path in order: each with its date, what it asks to read (chapter links, the
 * gospel of its date), its prompt, and whether it is done; today's step stands out. A member who
 * follows the path marks a day done or not done (a day done by watching its chapters says so).
 */
export function PathDayList({
  days,
  todayDay,
  canMark,
  busyDay,
  onMark,
}: {
  days: Day[];
  todayDay: number | null;
  canMark: boolean;
  busyDay: number | null;
  onMark: (day: number, done: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  return (
    <Stack gap="sm" component="ol" className="plain-list" data-testid="path-days">
      {days.map((day) => {
        const today = day.day === todayDay;
        return (
          <li key={day.day}>
            <Paper
              withBorder
              p="md"
              radius="md"
              className={today ? classes.today : undefined}
              data-testid={`path-day-${day.day}`}
              data-today={today || undefined}
              data-done={day.done || undefined}
              aria-current={today ? 'step' : undefined}
            >
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{t('pathDay', { day: day.day })}</Text>
                    {day.date && (
                      <Text size="sm" c="dimmed">
                        {formatDay(day.date, lang)}
                      </Text>
                    )}
                    {today && (
                      <Badge variant="filled" data-testid="path-today-badge">
                        {t('pathToday')}
                      </Badge>
                    )}
                  </Group>
                  <Group gap="md">
                    {day.chapters.map((c) => (
                      <Anchor
                        key={`${c.volume}-${c.index}`}
                        component={Link}
                        to={`/volume/${c.volume}?chapter=${c.index}`}
                      >
                        {t('pathChapter', { volume: c.volume, index: c.index })}
                      </Anchor>
                    ))}
                    {day.gospel && (
                      <Anchor component={Link} to={day.date ? `/evangelio?date=${day.date}` : '/evangelio'}>
                        {t('pathGospel')}
                      </Anchor>
                    )}
                  </Group>
                  {day.prompt && (
                    <Text size="sm" fs="italic">
                      {inLanguage(day.prompt, lang)}
                    </Text>
                  )}
                </Stack>
                <DayDone day={day} canMark={canMark} busy={busyDay === day.day} onMark={onMark} />
              </Group>
            </Paper>
          </li>
        );
      })}
    </Stack>
  );
}

/** A day's done mark: a button for a member following the path, else just its state. */
function DayDone({
  day,
  canMark,
  busy,
  onMark,
}: {
  day: Day;
  canMark: boolean;
  busy: boolean;
  onMark: (day: number, done: boolean) => void;
}) {
  const { t } = useTranslation();
  const label = day.done ? (day.how === 'watched' ? t('pathDoneWatched') : t('pathDone')) : t('pathMarkDone');
  if (!canMark) {
    return day.done ? (
      <Group gap={4} c="teal">
        <CheckCircleIcon />
        <Text size="sm">{label}</Text>
      </Group>
    ) : null;
  }
  // A day done by its watched chapters is undone by unwatching them, not here.
  const locked = day.how === 'watched';
  return (
    <Button
      variant={day.done ? 'light' : 'default'}
      color={day.done ? 'teal' : undefined}
      leftSection={day.done ? <CheckCircleIcon size={18} /> : <CircleIcon size={18} />}
      onClick={() => onMark(day.day, !day.done)}
      loading={busy}
      disabled={locked}
      aria-pressed={day.done}
      data-testid={`path-day-mark-${day.day}`}
    >
      {label}
    </Button>
  );
}
