import type { LiturgicalDay } from '@camino/schemas/api/today';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CALENDAR_NAME_KEYS } from '../../../lib/liturgical-calendar-names';
import { LiturgicalColors } from './liturgical-color';
import classes from './today-page.module.css';

const ROMAN = ['', 'I', 'II'] as const;

/** The day's season, colour, rank and cycles as a list of terms, then its other celebrations. */
export function LiturgicalDayFacts({ day }: { day: LiturgicalDay }) {
  const { t } = useTranslation();
  const { celebration } = day;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="today-day-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="today-day-title">
          {t('todayLiturgicalDay')}
        </Title>
        <dl className={classes.facts} data-testid="today-facts">
          <dt>{t('todaySeason')}</dt>
          <dd data-testid="today-season">{celebration.seasons.map((s) => s.name).join(' · ')}</dd>
          <dt>{t('todayColor')}</dt>
          <dd>
            <LiturgicalColors colors={celebration.colors} none={t('todayNoColor')} />
          </dd>
          <dt>{t('todayRank')}</dt>
          <dd data-testid="today-rank">{celebration.rank.name}</dd>
          <dt>{t('todayCycles')}</dt>
          <dd data-testid="today-cycles">
            {t('todaySundayCycle', { cycle: day.sunday_cycle })} ·{' '}
            {t('todayWeekdayCycle', { cycle: ROMAN[day.weekday_cycle] })} ·{' '}
            {t('todayPsalterWeek', { week: day.psalter_week })}
          </dd>
        </dl>
        {day.others.length > 0 && (
          <div>
            <Text fw={600} mb={4}>
              {t('todayOthers')}
            </Text>
            <List spacing={4} data-testid="today-others">
              {day.others.map((other) => (
                <List.Item key={other.id}>
                  <Group gap="xs" wrap="wrap">
                    <span>{other.name}</span>
                    <Badge variant="light" color="gray" tt="none">
                      {other.rank.name}
                    </Badge>
                  </Group>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <Text size="sm" c="dimmed" data-testid="today-calendar">
          {t('todayCalendar', { calendar: t(CALENDAR_NAME_KEYS[day.calendar]) })}
        </Text>
      </Stack>
    </Paper>
  );
}
