// SegmentedControl's styles come with this page's chunk, not the first download.
import '@mantine/core/styles/SegmentedControl.css';
import {
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { SEARCH_KINDS, type SearchKind } from '@camino/schemas/api/search';
import { toLanguage } from '@camino/schemas/languages';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../../../components/icons';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { NeedsConnection } from '../../../components/needs-connection';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../../hooks/use-session';
import { TooManyRequestsError } from '../../../lib/api-errors';
import { useSearch } from '../api/get-search';
import { searchPagePath } from '../utils/result-link';
import { SearchResults } from './search-results';
import '../../../locales/offline/load-offline-catalog';

const KIND_LABEL: Record<SearchKind, string> = {
  chapter: 'siteSearchGroupChapter',
  theme: 'siteSearchGroupTheme',
  gospel: 'siteSearchGroupGospel',
  note: 'siteSearchGroupNote',
};

const kindOf = (value: string | null): SearchKind | undefined =>
  (SEARCH_KINDS as readonly string[]).includes(value ?? '') ? (value as SearchKind) : undefined;

/**
 * /search?q=…&kind=…: one search over chapters, themes, the gospel and the member's notes, grouped
 * by kind with the matched words marked; loading, error (with retry) and empty states.
 */
export function SearchPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isAuthenticated, token } = useSession();
  const q = (params.get('q') ?? '').trim();
  const kind = kindOf(params.get('kind'));
  const search = useSearch({ q, lang: toLanguage(i18n.language), kind }, token);
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  usePageTitle(q ? t('siteSearchPageTitleFor', { q }) : t('siteSearchPageTitle'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void navigate(searchPagePath(text.trim(), kind));
  };

  const kinds = isAuthenticated ? SEARCH_KINDS : SEARCH_KINDS.filter((k) => k !== 'note');

  return (
    <Stack gap="lg">
      <Title order={1}>{t('siteSearchPageTitle')}</Title>
      <NeedsConnection message={t('offlineSearch')} />
      <form role="search" onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            type="search"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            label={t('siteSearchLabel')}
            placeholder={t('siteSearchPlaceholder')}
            leftSection={<SearchIcon size={16} />}
            maxLength={200}
            style={{ flex: 1 }}
            data-testid="search-page-input"
          />
          <Button type="submit">{t('siteSearchButton')}</Button>
        </Group>
      </form>
      {q && (
        <SegmentedControl
          value={kind ?? 'all'}
          onChange={(value) => void navigate(searchPagePath(q, value === 'all' ? undefined : value))}
          data={[
            { value: 'all', label: t('siteSearchAll') },
            ...kinds.map((k) => ({ value: k, label: t(KIND_LABEL[k]) })),
          ]}
          aria-label={t('siteSearchKindLabel')}
          style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
        />
      )}
      {!isAuthenticated && q && (
        <Text size="sm" c="dimmed" data-testid="search-visitor-note">
          {t('siteSearchVisitorNote')}{' '}
          <Anchor component={Link} to={`/user-login?redirect=${encodeURIComponent(searchPagePath(q, kind))}`}>
            {t('signIn')}
          </Anchor>
        </Text>
      )}

      {!q ? (
        <Text c="dimmed">{t('siteSearchPrompt')}</Text>
      ) : search.error ? (
        <LoadErrorAlert
          // Too many searches: the server's own message, in the reader's language.
          title={search.error instanceof TooManyRequestsError ? search.error.message : t('siteSearchError')}
          testId="search-error"
          onRetry={() => void search.mutate()}
        />
      ) : !search.data ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('loading')} data-testid="search-loading">
          <Skeleton height={28} maw={240} />
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={72} />
          ))}
        </Stack>
      ) : search.data.groups.length === 0 && !search.data.scripture ? (
        <Text data-testid="search-empty">{t('siteSearchEmpty', { q })}</Text>
      ) : (
        <SearchResults answer={search.data} />
      )}
    </Stack>
  );
}
