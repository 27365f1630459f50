import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { toLanguage } from '@camino/schemas/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ExternalIcon, HomeIcon } from '../../../components/icons';
import { RetryButton } from '../../../components/load-error-alert';
import { ScriptureChapters } from '../../../components/scripture/scripture-chapters';
import { BIBLE_LOOKUP_URL } from '../../../config/site';
import { usePageTitle } from '../../../hooks/use-page-title';
import { statusOf } from '../../../lib/api-errors';
import { formatGospelDate } from '../../../lib/gospel-date';
import { usePassage } from '../api/get-passage';
import classes from './passage-page.module.css';

/**
 * /passage?ref=…&lang=… : one passage in Camino. Its label, every chapter that cites it (best
 * match first, each opening the volume at that chapter), the Gospel of the Day readings of it,
 * and the outside concordance as a secondary link. `lang` is the notation of `ref`; the UI
 * language when absent.
 */
export function PassagePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const ref = (params.get('ref') ?? '').trim();
  const lang = params.has('lang') ? toLanguage(params.get('lang')) : toLanguage(i18n.language);
  const { data, error, mutate } = usePassage(ref, lang);
  // Named in the UI language, whatever notation the reference was written in.
  const label = data?.passages.map((p) => p.names[toLanguage(i18n.language)]).join('; ');
  usePageTitle(label ? t('scripturePageTitle', { label }) : t('scripturePassageTitle'));
  const status = error ? statusOf(error) : null;

  return (
    <Stack gap="lg" maw={820} mx="auto" data-testid="passage-page">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
          {t('scripturePassageTitle')}
        </Text>
        <Title order={1} data-testid="passage-label">
          {label ?? ref}
        </Title>
      </Stack>

      {!ref ? (
        <Alert color="gray" variant="light" role="alert" data-testid="passage-error">
          {t('scriptureMissingRef')}
        </Alert>
      ) : status !== null ? (
        <Alert
          color={status === 422 ? 'yellow' : 'red'}
          variant="light"
          role="alert"
          data-testid="passage-error"
        >
          {status === 422 ? t('scriptureUnreadable', { reference: ref }) : t('scriptureLoadError')}
          {status !== 422 && (
            <div>
              <RetryButton onRetry={() => void mutate()} mt="sm" />
            </div>
          )}
        </Alert>
      ) : !data ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('loading')} data-testid="passage-loading">
          <Skeleton height={28} width="50%" />
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Stack>
      ) : (
        <>
          <PassageSection
            id="passage-chapters"
            title={t('scriptureChaptersTitle')}
            empty={data.chapters.length === 0 && t('scriptureChaptersEmpty')}
          >
            <ScriptureChapters chapters={data.chapters} testId="passage-chapters" />
          </PassageSection>
          <PassageSection
            id="passage-gospel"
            title={t('scriptureGospelDaysTitle')}
            empty={data.gospel_days.length === 0 && t('scriptureGospelDaysEmpty')}
          >
            <ul className={classes.days} data-testid="passage-gospel-days">
              {data.gospel_days.map((day) => (
                <li key={day.date}>
                  <Link className={classes.day} to={`/evangelio?date=${day.date}`}>
                    {formatGospelDate(day.date, i18n.language)} · {day.reference}
                  </Link>
                </li>
              ))}
            </ul>
          </PassageSection>
        </>
      )}

      <Group justify="space-between" gap="sm">
        <Button component={Link} to="/" variant="default" leftSection={<HomeIcon size={16} />}>
          {t('backToHome')}
        </Button>
        {ref && (
          <Anchor
            href={`${BIBLE_LOOKUP_URL}${encodeURIComponent(ref)}`}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            data-testid="passage-concordance"
          >
            {t('scriptureConcordance')} <ExternalIcon size={12} />
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

/**
 * One part of the passage's page: its heading, then what Camino holds (`children`) or, when
 * `empty` is a text, that text in place of an empty list. `id` names the heading and the test ids.
 */
function PassageSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | false;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Title order={2} size="h3" id={`${id}-title`} mb="xs">
        {title}
      </Title>
      {empty === false ? (
        children
      ) : (
        <Text c="dimmed" data-testid={`${id}-empty`}>
          {empty}
        </Text>
      )}
    </section>
  );
}
