import { Text } from '@mantine/core';
import type { ScriptureChapter } from '@camino/schemas/api/scripture';
import { toLanguage } from '@camino/schemas/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { chapterPath } from './passage-path';
import classes from './scripture-chapters.module.css';

/**
 * Chapters that teach a passage, best match first, each a link to the volume page at that
 * chapter with the reference it cites. The gospel page and the passage view both show them.
 */
export function ScriptureChapters({
  chapters,
  testId,
}: {
  chapters: readonly ScriptureChapter[];
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <ul className={classes.list} data-testid={testId}>
      {chapters.map((chapter) => (
        <li key={`${chapter.volume}-${chapter.index}`}>
          <Link
            className={classes.item}
            to={chapterPath(chapter.volume, chapter.index)}
            data-testid="scripture-chapter"
          >
            <span className={classes.place}>
              {t('scriptureChapterPlace', { volume: chapter.volume, index: chapter.index })}
            </span>
            <Text fw={600}>{chapter.title}</Text>
            <Text size="sm" c="dimmed">
              {t('scriptureCites', { reference: chapter.cited[language] })}
            </Text>
          </Link>
        </li>
      ))}
    </ul>
  );
}
