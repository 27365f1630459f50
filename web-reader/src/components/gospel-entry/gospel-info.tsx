import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { classifyHref } from '@camino/schemas/link-policy';
import { siteOrigin } from '../../lib/site-origin';
import type { LocalizedGospel } from './localize-entry';

/** Additional information: liturgical note, source link and rights. */
export function GospelInfo({ gospel }: { gospel: LocalizedGospel }) {
  const { t } = useTranslation();
  const source = gospel.url && classifyHref(gospel.url, siteOrigin()) ? gospel.url : undefined;
  if (!gospel.liturgicalNote && !source && !gospel.copyrightNote) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="gospel-info-title">
      <Title order={2} size="h4" id="gospel-info-title" mb="xs">
        {t('additionalInfo')}
      </Title>
      <Stack gap={6}>
        {gospel.liturgicalNote && (
          <Text size="sm">
            <strong>{t('liturgicalNote')}:</strong>{' '}
            <span lang={gospel.languages.liturgicalNote}>{gospel.liturgicalNote}</span>
          </Text>
        )}
        {source && (
          <Text size="sm">
            <strong>{t('source')}:</strong>{' '}
            <Anchor
              href={source}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              className="break-anywhere"
            >
              {new URL(source).host}
            </Anchor>
          </Text>
        )}
        {gospel.copyrightNote && (
          <Text size="xs" c="dimmed" lang={gospel.languages.copyrightNote}>
            {gospel.copyrightNote}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
