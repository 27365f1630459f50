import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { SearchKind, SearchResponse, SearchResult } from '@camino/schemas/api/search';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatGospelDate } from '../../../lib/gospel-date';
import { resultPath } from '../utils/result-link';
import { Highlighted } from './highlighted';
import classes from './search.module.css';

const GROUP_TITLE: Record<SearchKind, string> = {
  chapter: 'siteSearchGroupChapter',
  theme: 'siteSearchGroupTheme',
  gospel: 'siteSearchGroupGospel',
  note: 'siteSearchGroupNote',
};

/** Where a result sits: "Volume 3 · Chapter 5", or the gospel day's date. */
function ResultPlace({ result }: { result: SearchResult }) {
  const { t, i18n } = useTranslation();
  const { volume, index, date } = result.target;
  if (date) return <>{formatGospelDate(date, i18n.language)}</>;
  if (volume && index) return <>{t('siteSearchChapterPlace', { volume, index })}</>;
  return null;
}

/** The answer of a search: the scripture matches of a reference, then one section per kind. */
export function SearchResults({ answer }: { answer: SearchResponse }) {
  const { t } = useTranslation();
  const { scripture } = answer;
  return (
    <Stack gap="xl">
      {scripture && (
        <section aria-labelledby="search-group-scripture" data-testid="search-group-scripture">
          <Title order={2} size="h3" id="search-group-scripture" mb="xs">
            {t('siteSearchGroupScripture', { passage: scripture.passages.map((p) => p.label).join('; ') })}
          </Title>
          {scripture.chapters.length === 0 ? (
            <Text c="dimmed">{t('siteSearchScriptureNone')}</Text>
          ) : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {scripture.chapters.map((chapter) => (
                <li key={`${chapter.volume}-${chapter.index}`}>
                  <Link className={classes.result} to={`/volume/${chapter.volume}?chapter=${chapter.index}`}>
                    <Text fw={600}>{chapter.title}</Text>
                    <Text size="sm" c="dimmed">
                      {t('siteSearchChapterPlace', { volume: chapter.volume, index: chapter.index })} ·{' '}
                      {chapter.reference}
                    </Text>
                  </Link>
                </li>
              ))}
            </Stack>
          )}
        </section>
      )}
      {answer.groups.map((group) => (
        <section
          key={group.kind}
          aria-labelledby={`search-group-${group.kind}`}
          data-testid={`search-group-${group.kind}`}
        >
          <Group gap="xs" mb="xs" align="center">
            <Title order={2} size="h3" id={`search-group-${group.kind}`}>
              {t(GROUP_TITLE[group.kind])}
            </Title>
            <Badge variant="light" aria-label={t('siteSearchCount', { count: group.total })}>
              {group.total}
            </Badge>
          </Group>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {group.results.map((result) => (
              <li key={resultPath(result)}>
                <Link className={classes.result} to={resultPath(result)} data-testid="search-result">
                  <Text fw={600} component="span" display="block">
                    <Highlighted segments={result.title} />
                  </Text>
                  <Text size="xs" c="dimmed" component="span" display="block">
                    <ResultPlace result={result} />
                  </Text>
                  {result.snippet.length > 0 && (
                    <Text size="sm" component="span" display="block" mt={4} className={classes.snippet}>
                      <Highlighted segments={result.snippet} />
                    </Text>
                  )}
                </Link>
              </li>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
