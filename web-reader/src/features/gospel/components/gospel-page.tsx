import { Alert, Divider, Group, Stack } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../../hooks/use-session';
import { useGospel } from '../api/get-gospel';
import { usePageDate } from '../../../hooks/use-page-date';
import { useDayKeyboard } from '../../../hooks/use-day-keyboard';
import { useRecordView } from '../hooks/use-record-view';
import { useKeepGospelDays } from '../hooks/use-keep-gospel-days';
import { formatGospelDate } from '../../../lib/gospel-date';
import { siteOrigin } from '../../../lib/site-origin';
import { localizeEntry } from '../../../components/gospel-entry/localize-entry';
import { GospelError } from './gospel-error';
import { GospelInfo } from '../../../components/gospel-entry/gospel-info';
import { DayNav, DayPageFooter } from '../../../components/day-nav';
import { GospelReading } from '../../../components/gospel-entry/gospel-reading';
import { GospelShare } from './gospel-share';
import { GospelSkeleton } from './gospel-skeleton';
import { GospelViewCount } from './gospel-view-count';
import { RelatedChapters } from '../../../components/gospel-entry/related-chapters';
import classes from './gospel-page.module.css';

/** /evangelio?date= : the Gospel of the Day (SPEC.md §2, §4, §8). */
export function GospelPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { isAdmin } = useSession();
  const { date, shift, invalidDate } = usePageDate();
  const { data, error, isLoading, mutate } = useGospel(date);
  const gospel = data ? localizeEntry(data, i18n.language) : null;
  const formattedDate = formatGospelDate(date, i18n.language);

  usePageTitle(gospel ? `${t('gospelOfTheDay')}: ${gospel.reference}` : t('gospelOfTheDay'));
  useRecordView(date, Boolean(data));
  useKeepGospelDays(date, Boolean(data));
  const previous = useCallback(() => shift(-1), [shift]);
  const next = useCallback(() => shift(1), [shift]);
  const home = useCallback(() => void navigate('/'), [navigate]);
  useDayKeyboard({ previous, next, home });

  const shareUrl = `${siteOrigin()}/evangelio?date=${date}`;

  return (
    <Stack gap="lg" maw={820} mx="auto">
      <DayNav
        eyebrow={gospel ? t('gospelOfTheDay') : undefined}
        heading={gospel?.reference ?? t('gospelOfTheDay')}
        formattedDate={formattedDate}
        onPrevious={previous}
        onNext={next}
        testIds={{ heading: 'gospel-reference', date: 'gospel-date' }}
      />
      {gospel && <GospelShare url={shareUrl} title={`${t('gospelOfTheDay')}: ${gospel.reference}`} />}
      {isAdmin && gospel && (
        <Group justify="center">
          <GospelViewCount date={date} />
        </Group>
      )}
      <Divider />
      {invalidDate !== null && (
        <Alert color="yellow" variant="light" role="alert" data-testid="gospel-invalid-date">
          <span className={classes.invalidDate}>
            {t('gospelInvalidDate', { date: invalidDate.slice(0, 40) })}
          </span>
        </Alert>
      )}
      {/* By the data, not `isLoading`: a pre-rendered page revalidates its day without a skeleton. */}
      {!data && (isLoading || !error) && <GospelSkeleton />}
      {/* A failed refresh of a day already shown keeps the reading: the error is for no data only. */}
      {error && !isLoading && !data && (
        <GospelError error={error} date={formattedDate} onRetry={() => void mutate()} />
      )}
      {gospel && (
        <>
          <GospelReading gospel={gospel} />
          <RelatedChapters
            chapters={data?.related_chapters ?? []}
            reference={gospel.reference}
            referenceLanguage={i18n.language === 'en' && data?.en ? 'en' : 'es'}
          />
          <GospelInfo gospel={gospel} />
        </>
      )}
      <DayPageFooter />
    </Stack>
  );
}
