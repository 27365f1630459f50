import { Alert, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MainChapter } from '@camino/schemas/main-chapter';
import type { Language } from '@camino/schemas/languages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackLabel } from '../../../components/fallback-label';
import { MarkdownContent } from '../../../components/markdown-content';
import { useTextLang } from '../../../hooks/use-content';
import type { ContentVersion } from '../../../lib/content-answer';
import { statusOf } from '../../../lib/api-errors';
import { useMainFile } from '../api/get-chapter-files';
import type { ChapterRef } from '../utils/chapter-title';
import { assignSpeakerColors } from '../utils/speaker-colors';
import { topicColor } from '../utils/topic-palette';
import classes from './chapter-content.module.css';
import readingClasses from './reading.module.css';

/**
 * The main file (SPEC.md §2): date, description and the dialogue, each speaker in a colour of its
 * own, the text through the sanitizing Markdown renderer. Errors as SPEC.md §8: a 404 shows
 * nothing, a 401 sessionExpiredRedirect, anything else mainContentError. The optional file's
 * topic chips sit under the description, in the optional file's language. Text in another
 * language than the UI's is marked with its `lang`, and a fallback is labelled under the title.
 */
export function ChapterMain({
  chapter,
  topics,
}: {
  chapter: ChapterRef;
  topics: { list: readonly string[] | undefined; version: ContentVersion } | undefined;
}) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useMainFile(chapter);
  const lang = useTextLang(data);
  const topicsLang = useTextLang(topics?.version);

  if (isLoading) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={20} width={140} />
        <Skeleton height={60} />
        <Skeleton height={180} />
      </Stack>
    );
  }
  if (error) {
    const status = statusOf(error);
    if (status === 404) return null;
    return (
      <Alert color="red" variant="light" role="alert" data-testid="main-content-error">
        {t(status === 401 ? 'sessionExpiredRedirect' : 'mainContentError')}
      </Alert>
    );
  }
  if (!data) return null;
  return (
    <Stack gap="lg">
      <section aria-labelledby="chapter-about-title">
        <Title order={2} size="h3" id="chapter-about-title" mb={4}>
          {t('chapterAbout')}
        </Title>
        <FallbackLabel version={data} mb={4} />
        <Text size="sm" c="dimmed" mb="xs" data-testid="chapter-date">
          {data.content.info.date}
        </Text>
        <Text
          fz="var(--reading-font-size)"
          className={readingClasses.text}
          lang={lang}
          data-testid="chapter-description"
        >
          {data.content.description}
        </Text>
        {topics?.list && topics.list.length > 0 && <TopicChips topics={topics.list} lang={topicsLang} />}
      </section>
      <Dialogue dialogue={data.content.dialogue} lang={lang} />
    </Stack>
  );
}

/** The related topics as chips, their colours cycling through the six of the palette. */
function TopicChips({ topics, lang }: { topics: readonly string[]; lang: Language | undefined }) {
  const { t } = useTranslation();
  return (
    <Group
      gap={6}
      mt="sm"
      component="ul"
      className="plain-list"
      aria-label={t('topicsTitle')}
      lang={lang}
      data-testid="topic-chips"
    >
      {topics.map((topic, i) => (
        <li key={`${topic}-${i}`}>
          <Badge
            variant="light"
            color={topicColor(i)}
            tt="none"
            size="lg"
            radius="xl"
            data-color={topicColor(i)}
          >
            {topic}
          </Badge>
        </li>
      ))}
    </Group>
  );
}

function Dialogue({ dialogue, lang }: { dialogue: MainChapter['dialogue']; lang: Language | undefined }) {
  const { t } = useTranslation();
  const colors = useMemo(() => assignSpeakerColors(dialogue.map((line) => line.speaker)), [dialogue]);
  return (
    <section aria-labelledby="chapter-dialogue-title">
      <Title order={2} size="h3" id="chapter-dialogue-title" mb="sm">
        {t('dialogueTitle')}
      </Title>
      <ol className={`${classes.dialogue} ${readingClasses.text}`} lang={lang} data-testid="dialogue">
        {dialogue.map((line, i) => (
          <li key={i} className={classes.line} data-color={colors.get(line.speaker)}>
            <p className={classes.speaker} data-testid="dialogue-speaker">
              {line.speaker}
            </p>
            <MarkdownContent source={line.text} className={classes.lines} />
          </li>
        ))}
      </ol>
    </section>
  );
}
