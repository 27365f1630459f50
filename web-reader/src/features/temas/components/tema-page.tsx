import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BackButton } from '../../../components/back-button';
import { FallbackLabel } from '../../../components/fallback-label';
import { ExternalIcon } from '../../../components/icons';
import { RetryButton } from '../../../components/load-error-alert';
import { useTextLang } from '../../../hooks/use-content';
import { usePageTitle } from '../../../hooks/use-page-title';
import type { ContentVersion } from '../../../lib/content-answer';
import { statusOf } from '../../../lib/api-errors';
import { catalogueText } from '../../../lib/messages';
import { safeInternalPath } from '../../../lib/safe-path';
import type { TemaUpload } from '@camino/schemas/tema';
import { useTema } from '../api/get-tema';
import classes from './temas.module.css';

/**
 * /tema/{id} (SPEC.md §2): breadcrumb, the theme's title and its chapters, each with volume and
 * index, date, speaker summaries and 'Ver capítulo' (the volume page in a new tab, carrying `from`
 * and `chapter`); 'N referencias encontradas'; errors (404 'Tema no encontrado', otherwise 'Error
 * cargando el tema'). `id` is null when the URL holds no theme number. Back to `from` (/temas).
 */
export function TemaPage({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = safeInternalPath(params.get('from'), '/temas');
  const tema = useTema(id);
  const lang = useTextLang(tema.data);
  usePageTitle(tema.data?.title ?? t('pageTitleTemas'));
  const status = id === null ? 404 : tema.error ? statusOf(tema.error) : null;

  return (
    <Stack gap="lg" maw={860}>
      <nav aria-label={t('breadcrumbLabel')}>
        <ol className={classes.breadcrumb}>
          <li>
            <Anchor component={Link} to="/">
              {t('home')}
            </Anchor>
          </li>
          <li>
            <Anchor component={Link} to={back}>
              {t('pageTitleTemas')}
            </Anchor>
          </li>
          {tema.data && (
            <li aria-current="page" lang={lang}>
              {tema.data.title}
            </li>
          )}
        </ol>
      </nav>

      {status !== null ? (
        <Alert
          color={status === 404 ? 'gray' : 'red'}
          variant="light"
          role="alert"
          title={status === 404 ? catalogueText('tema_not_found') : t('temaLoadError')}
          data-testid="tema-error"
        >
          {status !== 404 && <RetryButton onRetry={() => void tema.mutate()} />}
        </Alert>
      ) : !tema.data ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={36} width="40%" />
          <Skeleton height={140} />
          <Skeleton height={140} />
        </Stack>
      ) : (
        <TemaContent id={id!} tema={tema.data.content} version={tema.data} />
      )}

      <div>
        <BackButton to={back}>{t('backToTemas')}</BackButton>
      </div>
    </Stack>
  );
}

/** The theme's text, in the language `version` names (a fallback is labelled under the title). */
function TemaContent({ id, tema, version }: { id: number; tema: TemaUpload; version: ContentVersion }) {
  const { t } = useTranslation();
  const lang = useTextLang(version);
  const from = encodeURIComponent(`/tema/${id}`);
  return (
    <>
      <Stack gap={4}>
        <Title order={1} lang={lang} data-testid="tema-title">
          {tema.title}
        </Title>
        <FallbackLabel version={version} />
      </Stack>
      {tema.items.length === 0 ? (
        <Alert color="gray" variant="light" data-testid="tema-empty">
          {t('temaEmpty')}
        </Alert>
      ) : (
        <Stack gap="md" component="ul" className="plain-list" data-testid="tema-items">
          {tema.items.map(({ info, dialogue_summary }) => (
            <li key={`${info.volume}-${info.index}`}>
              <Paper
                withBorder
                p="md"
                component="article"
                aria-labelledby={`tema-item-${info.volume}-${info.index}`}
              >
                <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
                  <div>
                    <Title order={2} size="h4" id={`tema-item-${info.volume}-${info.index}`}>
                      {t('temaItemChapter', { volume: info.volume, index: info.index })}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {info.date}
                    </Text>
                  </div>
                  <Button
                    component="a"
                    href={`/volume/${info.volume}?chapter=${info.index}&from=${from}`}
                    target="_blank"
                    rel="noopener"
                    variant="light"
                    size="sm"
                    rightSection={<ExternalIcon size={14} />}
                    data-testid={`view-chapter-${info.volume}-${info.index}`}
                  >
                    {t('viewChapter')}
                    <VisuallyHidden>
                      {' '}
                      {info.volume}-{info.index} ({t('opensInNewTab')})
                    </VisuallyHidden>
                  </Button>
                </Group>
                <ul className={classes.summaries} lang={lang}>
                  {dialogue_summary.map((entry, i) => (
                    <li key={i}>
                      <Text span fw={700}>
                        {entry.speaker}:
                      </Text>{' '}
                      {entry.summary}
                    </li>
                  ))}
                </ul>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
      <Text c="dimmed" data-testid="tema-count">
        {t('referencesFound', { count: tema.items.length })}
      </Text>
    </>
  );
}
