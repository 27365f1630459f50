import { Accordion, Button, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import { LIBRARY_LANGUAGE } from '@camino/schemas/content-language';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { assignSpeakerColors } from '../utils/speaker-colors';
import { BibleLookupModal } from './bible-lookup-modal';
import { ChapterReferences } from './chapter-references';
import classes from './chapter-content.module.css';

type SectionKey = 'summary' | 'quiz' | 'references' | 'homework' | 'bulletpoints' | 'comments';

/**
 * The optional file's sections (SPEC.md §2), each shown only when present and not empty:
 * summary, quiz with show/hide answers, Bible references with the lookup, spiritual exercises,
 * key points and public comments. Collapsed until opened, several at a time.
 */
export function ChapterExtras({ optional }: { optional: OptionalChapter }) {
  const { t } = useTranslation();
  const [lookup, setLookup] = useState<string | null>(null);
  const sections: { key: SectionKey; title: string; body: ReactNode }[] = [];

  if (optional.dialogue_summary?.length) {
    const colors = assignSpeakerColors(optional.dialogue_summary.map((entry) => entry.speaker));
    sections.push({
      key: 'summary',
      title: t('summaryTitle'),
      body: (
        <Stack gap="sm" component="ul" className="plain-list" lang={LIBRARY_LANGUAGE}>
          {optional.dialogue_summary.map((entry, i) => (
            <li key={i}>
              <span className={classes.speakerName} data-color={colors.get(entry.speaker)}>
                {entry.speaker}:
              </span>{' '}
              {entry.summary ?? entry.text}
            </li>
          ))}
        </Stack>
      ),
    });
  }
  if (optional.quiz?.questions.length) {
    sections.push({ key: 'quiz', title: t('quizTitle'), body: <Quiz quiz={optional.quiz} /> });
  }
  if (optional.new_testament?.length) {
    sections.push({
      key: 'references',
      title: t('bibleReferencesTitle'),
      body: <ChapterReferences references={optional.new_testament} onLookUp={setLookup} />,
    });
  }
  if (optional.homework?.length) {
    sections.push({
      key: 'homework',
      title: t('homeworkTitle'),
      body: <NumberedList items={optional.homework} />,
    });
  }
  if (optional.bulletpoints?.length) {
    sections.push({
      key: 'bulletpoints',
      title: t('bulletpointsTitle'),
      body: (
        <ul className={classes.numbered} lang={LIBRARY_LANGUAGE}>
          {optional.bulletpoints.map((point, i) => (
            <li key={i}>{point}</li>
          ))}
        </ul>
      ),
    });
  }
  if (optional.user_comments?.length) {
    sections.push({
      key: 'comments',
      title: t('commentsTitle'),
      body: (
        <Stack gap="sm" component="ul" className="plain-list" lang={LIBRARY_LANGUAGE}>
          {optional.user_comments.map((comment, i) => (
            <li key={i}>
              <Text size="sm" fw={700}>
                {comment.user}
              </Text>
              <Text size="sm">{comment.comment}</Text>
            </li>
          ))}
        </Stack>
      ),
    });
  }
  if (sections.length === 0) return null;

  return (
    <section aria-labelledby="chapter-extras-title">
      <Title order={2} size="h3" id="chapter-extras-title" mb="sm">
        {t('studyTitle')}
      </Title>
      <Accordion multiple variant="separated" order={3} data-testid="chapter-extras">
        {sections.map((section) => (
          <Accordion.Item key={section.key} value={section.key} data-testid={`section-${section.key}`}>
            <Accordion.Control>{section.title}</Accordion.Control>
            <Accordion.Panel>{section.body}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <BibleLookupModal reference={lookup} onClose={() => setLookup(null)} />
    </section>
  );
}

function NumberedList({ items }: { items: readonly string[] }) {
  return (
    <ol className={classes.numbered} lang={LIBRARY_LANGUAGE}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ol>
  );
}

/** The questions, with every answer shown or hidden by one button. */
function Quiz({ quiz }: { quiz: NonNullable<OptionalChapter['quiz']> }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Stack gap="sm">
      <ol className={classes.numbered} id="quiz-questions">
        {quiz.questions.map((question, i) => (
          <li key={i}>
            <Text lang={LIBRARY_LANGUAGE}>{question}</Text>
            {shown && quiz.answers[i] && (
              <Text size="sm" mt={4} className="text-success" data-testid="quiz-answer">
                <strong>{t('answerLabel')}</strong> <span lang={LIBRARY_LANGUAGE}>{quiz.answers[i]}</span>
              </Text>
            )}
          </li>
        ))}
      </ol>
      <div>
        <Button
          size="compact-sm"
          variant="default"
          aria-expanded={shown}
          aria-controls="quiz-questions"
          onClick={() => setShown((value) => !value)}
        >
          {t(shown ? 'hideAnswers' : 'showAnswers')}
        </Button>
      </div>
    </Stack>
  );
}
