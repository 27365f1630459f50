import { Alert, Anchor, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { toLanguage } from '@camino/schemas/languages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DayNav, DayPageFooter } from '../../../components/day-nav';
import { GospelInfo } from '../../../components/gospel-entry/gospel-info';
import { GospelReading } from '../../../components/gospel-entry/gospel-reading';
import { localizeEntry } from '../../../components/gospel-entry/localize-entry';
import { RelatedChapters } from '../../../components/gospel-entry/related-chapters';
import { useDayKeyboard } from '../../../hooks/use-day-keyboard';
import { usePageDate } from '../../../hooks/use-page-date';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatGospelDate } from '../../../lib/gospel-date';
import { useToday } from '../api/get-today';
import { MemberDay } from './member-day';
import { LiturgicalDayFacts } from './liturgical-day-facts';
import { TodayError } from './today-error';
import { TodaySkeleton } from './today-skeleton';

/**
 * /today?date= : the liturgical day (celebration, season, colour, rank, cycles) in the calendar
 * the site follows, and the Gospel of the Day with the chapters that teach it. A member's own
 * day (paths, streak) joins here once the paths feature answers `member`.
 */
export function TodayPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = toLanguage(i18n.language);
  const { date, shift, invalidDate } = usePageDate();
  const { data, error, isLoading, mutate } = useToday(date, lang);
  const day = data?.liturgical_day;
  const gospel = data?.gospel ? localizeEntry(data.gospel, lang) : null;
  const formattedDate = formatGospelDate(date, lang);

  usePageTitle(day ? t('todayPageTitle', { celebration: day.celebration.name }) : t('today'));
  const previous = useCallback(() => shift(-1), [shift]);
  const next = useCallback(() => shift(1), [shift]);
  const home = useCallback(() => void navigate('/'), [navigate]);
  useDayKeyboard({ previous, next, home });

  return (
    <Stack gap="lg" maw={820} mx="auto">
      <DayNav
        eyebrow={t('today')}
        heading={day?.celebration.name ?? t('today')}
        formattedDate={formattedDate}
        onPrevious={previous}
        onNext={next}
        testIds={{ heading: 'today-celebration', date: 'today-date' }}
      />
      {invalidDate !== null && (
        <Alert color="yellow" variant="light" role="alert" data-testid="today-invalid-date">
          <Text span style={{ overflowWrap: 'anywhere' }}>
            {t('gospelInvalidDate', { date: invalidDate.slice(0, 40) })}
          </Text>
        </Alert>
      )}
      {/* By the data, not `isLoading`: a pre-rendered page revalidates its day without a skeleton. */}
      {!data && (isLoading || !error) && <TodaySkeleton />}
      {error && !isLoading && !data && <TodayError onRetry={() => void mutate()} />}
      {day && <LiturgicalDayFacts day={day} />}
      {data?.member && <MemberDay member={data.member} />}
      {data && (
        <>
          <Divider />
          <section aria-labelledby="today-gospel-title">
            <Group justify="space-between" align="baseline" mb="sm" wrap="wrap">
              <Title order={2} size="h3" id="today-gospel-title">
                {t('todayGospelHeading')}
                {gospel && `: ${gospel.reference}`}
              </Title>
              {gospel && (
                <Anchor
                  component={Link}
                  to={`/evangelio?date=${date}`}
                  size="sm"
                  data-testid="today-open-gospel"
                >
                  {t('todayOpenGospel')}
                </Anchor>
              )}
            </Group>
            {gospel ? (
              <Stack gap="lg">
                <GospelReading gospel={gospel} />
                <RelatedChapters
                  chapters={data.gospel?.related_chapters ?? []}
                  reference={gospel.reference}
                  referenceLanguage={gospel.languages.reading}
                />
                <GospelInfo gospel={gospel} />
              </Stack>
            ) : (
              <Text c="dimmed" data-testid="today-no-gospel">
                {t('todayNoGospel', { date: formattedDate })}
              </Text>
            )}
          </section>
        </>
      )}
      <DayPageFooter />
    </Stack>
  );
}
