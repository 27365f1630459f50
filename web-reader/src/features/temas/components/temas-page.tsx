import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { BackButton } from '../../../components/back-button';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useUiLanguage } from '../../../hooks/use-content';
import { usePageTitle } from '../../../hooks/use-page-title';
import { textLang } from '../../../lib/content-answer';
import { safeInternalPath } from '../../../lib/safe-path';
import type { TemasResponse } from '@camino/schemas/api/temas';
import { useTemas } from '../api/get-temas';
import { useTemaFilters } from '../hooks/use-tema-filters';
import { byTitle, filterTemas, initialOf, initialsOf } from '../utils/filter-temas';
import { TemaFilters } from './tema-filters';
import classes from './temas.module.css';

const COLUMNS = { base: 1, xs: 2, md: 3 };

/**
 * /temas (SPEC.md §2): the book's themes with a search box, the first-letter filter, 'Showing X
 * of Y', clear filters, a card grid (each opens its theme) and empty states; back to `from`.
 */
export function TemasPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const temas = useTemas();
  const filters = useTemaFilters();
  usePageTitle(t('pageTitleTemas'));
  const from = safeInternalPath(params.get('from'), '/');
  const here = `${location.pathname}${location.search}`;

  const ui = useUiLanguage();
  const all = useMemo(() => byTitle(temas.data?.temas ?? [], ui), [temas.data, ui]);
  const letters = useMemo(() => initialsOf(all), [all]);
  const shown = useMemo(
    () => filterTemas(all, { search: filters.search, letter: filters.letter }),
    [all, filters.search, filters.letter],
  );

  return (
    <Stack gap="lg">
      <div>
        <BackButton to={from} subtle testId="temas-back">
          {t('back')}
        </BackButton>
      </div>
      <div>
        <Title order={1}>{t('temasTitle')}</Title>
        <Text c="dimmed">{t('temasLead')}</Text>
      </div>

      {temas.error ? (
        <LoadErrorAlert
          title={t('temasLoadError')}
          testId="temas-error"
          onRetry={() => void temas.mutate()}
        />
      ) : !temas.data ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={36} maw={420} />
          <Skeleton height={26} maw={300} />
          <SimpleGrid cols={COLUMNS} spacing="sm">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={72} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : all.length === 0 ? (
        <Alert color="gray" variant="light" data-testid="temas-empty">
          {t('temasEmpty')}
        </Alert>
      ) : (
        <>
          <Stack gap="sm">
            <TemaFilters
              letters={letters}
              search={filters.search}
              letter={filters.letter}
              onSearch={filters.setSearch}
              onLetter={filters.setLetter}
            />
          </Stack>
          <Group justify="space-between" gap="sm" mih={30}>
            <Text size="sm" role="status" data-testid="temas-count">
              {t('temasShowing', { shown: shown.length, total: all.length })}
            </Text>
            {filters.active && (
              <Button size="compact-sm" variant="subtle" onClick={filters.clear} data-testid="temas-clear">
                {t('clearFilters')}
              </Button>
            )}
          </Group>
          {shown.length === 0 ? (
            <Alert color="gray" variant="light" data-testid="temas-no-match">
              {t('temasNoMatch')}
            </Alert>
          ) : (
            <TemaGrid temas={shown} from={here} />
          )}
        </>
      )}
    </Stack>
  );
}

/** The cards; a title not in the UI language carries its own `lang`. */
function TemaGrid({ temas, from }: { temas: TemasResponse['temas']; from: string }) {
  const ui = useUiLanguage();
  return (
    <SimpleGrid cols={COLUMNS} spacing="sm" component="ul" className="plain-list" data-testid="temas-grid">
      {temas.map((tema) => (
        <li key={tema.id}>
          <UnstyledButton
            component={Link}
            to={`/tema/${tema.id}?from=${encodeURIComponent(from)}`}
            className={classes.card}
          >
            <span className={classes.initial} aria-hidden="true">
              {initialOf(tema.title)}
            </span>
            <span className={classes.cardTitle} lang={textLang(tema, ui)} data-testid="tema-card-title">
              {tema.title}
            </span>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}
