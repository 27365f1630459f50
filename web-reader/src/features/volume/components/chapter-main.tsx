import { Alert, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MainChapter } from '@camino/schemas/main-chapter';
import { LIBRARY_LANGUAGE } from '@camino/schemas/content-language';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownContent } from '../../../components/markdown-content';
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
 * topic chips sit under the description.
 */
export function ChapterMain({
  chapter,
  topics,
}: {
  chapter: ChapterRef;
  topics: readonly string[] | undefined;
}) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useMainFile(chapter);

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
        <Text size="sm" c="dimmed" mb="xs" data-testid="chapter-date">
          {data.info.date}
        </Text>
        <Text
          fz="var(--reading-font-size)"
          className={readingClasses.text}
          lang={LIBRARY_LANGUAGE}
          data-testid="chapter-description"
        >
          {data.description}
        </Text>
        {topics && topics.length > 0 && <TopicChips topics={topics} />}
      </section>
      <Dialogue dialogue={data.dialogue} />
    </Stack>
  );
}

/** The related topics as chips, their colours cycling through the six of the palette. */
function TopicChips({ topics }: { topics: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Group
      gap={6}
      mt="sm"
      component="ul"
      className="plain-list"
      aria-label={t('topicsTitle')}
      lang={LIBRARY_LANGUAGE}
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

function Dialogue({ dialogue }: { dialogue: MainChapter['dialogue'] }) {
  const { t } = useTranslation();
  const colors = useMemo(() => assignSpeakerColors(dialogue.map((line) => line.speaker)), [dialogue]);
  return (
    <section aria-labelledby="chapter-dialogue-title">
      <Title order={2} size="h3" id="chapter-dialogue-title" mb="sm">
        {t('dialogueTitle')}
      </Title>
      <ol
        className={`${classes.dialogue} ${readingClasses.text}`}
        lang={LIBRARY_LANGUAGE}
        data-testid="dialogue"
      >
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
