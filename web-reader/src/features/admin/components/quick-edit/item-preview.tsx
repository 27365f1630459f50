import { LIBRARY_LANGUAGE } from '@camino/schemas/content-language';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TemaUpload } from '@camino/schemas/tema';
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import type { MainChapter } from '@camino/schemas/main-chapter';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import type { PlaylistUpload } from '@camino/schemas/playlist';
import { MarkdownContent } from '../../../../components/markdown-content';
import { useTranslation } from 'react-i18next';
import { GospelInfo } from '../../../../components/gospel-entry/gospel-info';
import { GospelReading } from '../../../../components/gospel-entry/gospel-reading';
import { localizeEntry } from '../../../../components/gospel-entry/localize-entry';
import type { QuickEditTarget } from './targets';

/**
 * The item as readers see it, drawn by the reader's own components from the (valid) content
 * being edited: the Gospel page's reading and notes in the UI's language; a theme as its page
 * lists it.
 */
export function ItemPreview({ target, value }: { target: QuickEditTarget; value: unknown }) {
  const { t, i18n } = useTranslation();
  switch (target.kind) {
    case 'tema': {
      // As the theme's page draws it: each chapter's heading and date, then its summaries.
      const tema = value as TemaUpload;
      return (
        <Stack gap="md" data-testid="quick-edit-preview">
          <Title order={3} size="h3" lang={LIBRARY_LANGUAGE}>
            {tema.title}
          </Title>
          {tema.items.map(({ info, dialogue_summary }, i) => (
            <Paper key={i} withBorder p="md" component="article">
              <Title order={4} size="h5">
                {t('temaItemChapter', { volume: info.volume, index: info.index })}
              </Title>
              <Text size="sm" c="dimmed" mb="xs">
                {info.date}
              </Text>
              <Stack gap={4} lang={LIBRARY_LANGUAGE}>
                {dialogue_summary.map((entry, j) => (
                  <Text key={j}>
                    <Text span fw={700}>
                      {entry.speaker}:
                    </Text>{' '}
                    {entry.summary}
                  </Text>
                ))}
              </Stack>
            </Paper>
          ))}
          <Text c="dimmed">{t('referencesFound', { count: tema.items.length })}</Text>
        </Stack>
      );
    }
    case 'gospel': {
      const entry = value as GospelEntry;
      const gospel = localizeEntry(entry, i18n.language === 'en' && entry.en ? 'en' : 'es');
      return (
        <Stack gap="md" data-testid="quick-edit-preview">
          <Title order={3} size="h3">
            {gospel.reference}
          </Title>
          <GospelReading gospel={gospel} />
          <GospelInfo gospel={gospel} />
        </Stack>
      );
    }
    case 'main_file': {
      const chapter = value as MainChapter;
      return (
        <Stack gap="sm" data-testid="quick-edit-preview">
          <MarkdownContent source={chapter.description} />
          {chapter.dialogue.map((line, i) => (
            <div key={i}>
              <Text fw={600} size="sm">
                {line.speaker}
              </Text>
              <MarkdownContent source={line.text} />
            </div>
          ))}
        </Stack>
      );
    }
    case 'playlist': {
      // As the volume page lists it: the title, then each chapter's title in order.
      const playlist = value as PlaylistUpload;
      return (
        <Stack gap="xs" data-testid="quick-edit-preview" lang={LIBRARY_LANGUAGE}>
          <Title order={3} size="h4">
            {playlist.playlistTitle}
          </Title>
          <ol>
            {playlist.items.map((item, i) => (
              <li key={i}>{item.title}</li>
            ))}
          </ol>
        </Stack>
      );
    }
    case 'optional_file': {
      const chapter = value as OptionalChapter;
      return (
        <Stack gap="sm" data-testid="quick-edit-preview">
          {(chapter.dialogue_summary ?? []).map((line, i) => (
            <div key={i}>
              <Text fw={600} size="sm">
                {line.speaker}
              </Text>
              <MarkdownContent source={line.summary ?? line.text ?? ''} />
            </div>
          ))}
        </Stack>
      );
    }
  }
}
