import { Accordion, Button, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import type { Language } from '@camino/schemas/languages';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackLabel } from '../../../components/fallback-label';
import { useTextLang } from '../../../hooks/use-content';
import type { ContentVersion } from '../../../lib/content-answer';
import { assignSpeakerColors } from '../utils/speaker-colors';
import { BibleLookupModal } from './bible-lookup-modal';
import { ChapterReferences } from './chapter-references';
import classes from './chapter-content.module.css';

type SummaryEntry = NonNullable<OptionalChapter['dialogue_summary']>[number];
type Comment = NonNullable<OptionalChapter['user_comments']>[number];
type SectionKey = 'summary' | 'quiz' | 'references' | 'homework' | 'bulletpoints' | 'comments';

/**
 * The optional file's sections (SPEC.md §2), each shown only when present and not empty:
 * summary, quiz with show/hide answers, Bible references with the lookup, spiritual exercises,
 * key points and public comments. Collapsed until opened, several at a time. `version` says which
 * language the file is in; with `labelled`, a fallback is labelled under the section's title.
 */
export function ChapterExtras({
  optional,
  version,
  labelled,
}: {
  optional: OptionalChapter;
  version: ContentVersion;
  labelled: boolean;
}) {
  const { t } = useTranslation();
  const lang = useTextLang(version);
  const [lookup, setLookup] = useState<string | null>(null);
  const sections: { key: SectionKey; title: string; body: ReactNode }[] = [];
  const add = (key: SectionKey, title: string, body: ReactNode) => sections.push({ key, title, body });

  if (optional.dialogue_summary?.length) {
    const colors = assignSpeakerColors(optional.dialogue_summary.map((entry) => entry.speaker));
    const line = (entry: SummaryEntry) => (
      <>
        <span className={classes.speakerName} data-color={colors.get(entry.speaker)}>
          {entry.speaker}:
        </span>{' '}
        {entry.summary ?? entry.text}
      </>
    );
    add(
      'summary',
      t('summaryTitle'),
      <PlainList items={optional.dialogue_summary} render={line} lang={lang} />,
    );
  }
  if (optional.quiz?.questions.length) add('quiz', t('quizTitle'), <Quiz quiz={optional.quiz} lang={lang} />);
  if (optional.new_testament?.length) {
    const references = (
      <ChapterReferences references={optional.new_testament} version={version} onLookUp={setLookup} />
    );
    add('references', t('bibleReferencesTitle'), references);
  }
  if (optional.homework?.length) {
    add('homework', t('homeworkTitle'), <NumberedList items={optional.homework} lang={lang} />);
  }
  if (optional.bulletpoints?.length) {
    add(
      'bulletpoints',
      t('bulletpointsTitle'),
      <NumberedList items={optional.bulletpoints} lang={lang} bullets />,
    );
  }
  if (optional.user_comments?.length) {
    add(
      'comments',
      t('commentsTitle'),
      <PlainList items={optional.user_comments} render={commentLine} lang={lang} />,
    );
  }
  if (sections.length === 0) return null;

  return (
    <section aria-labelledby="chapter-extras-title">
      <Stack gap={4} mb="sm">
        <Title order={2} size="h3" id="chapter-extras-title">
          {t('studyTitle')}
        </Title>
        {labelled && <FallbackLabel version={version} />}
      </Stack>
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

function commentLine(comment: Comment) {
  return (
    <>
      <Text size="sm" fw={700}>
        {comment.user}
      </Text>
      <Text size="sm">{comment.comment}</Text>
    </>
  );
}

/** Numbered (or, with `bullets`, bulleted) lines of the library's text, in `lang`. */
function NumberedList({
  items,
  lang,
  bullets = false,
}: {
  items: readonly string[];
  lang: Language | undefined;
  bullets?: boolean;
}) {
  const List = bullets ? 'ul' : 'ol';
  return (
    <List className={classes.numbered} lang={lang}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </List>
  );
}

/** Entries of the library's text, in `lang`, one under another, spaced, without markers. */
function PlainList<T>({
  items,
  render,
  lang,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  lang: Language | undefined;
}) {
  return (
    <Stack gap="sm" component="ul" className="plain-list" lang={lang}>
      {items.map((item, i) => (
        <li key={i}>{render(item)}</li>
      ))}
    </Stack>
  );
}

/** The questions, with every answer shown or hidden by one button. */
function Quiz({ quiz, lang }: { quiz: NonNullable<OptionalChapter['quiz']>; lang: Language | undefined }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Stack gap="sm">
      <ol className={classes.numbered} id="quiz-questions">
        {quiz.questions.map((question, i) => (
          <li key={i}>
            <Text lang={lang}>{question}</Text>
            {shown && quiz.answers[i] && (
              <Text size="sm" mt={4} className="text-success" data-testid="quiz-answer">
                <strong>{t('answerLabel')}</strong> <span lang={lang}>{quiz.answers[i]}</span>
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
