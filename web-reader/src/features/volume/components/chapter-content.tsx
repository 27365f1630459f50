import { Stack } from '@mantine/core';
import { useMainFile, useOptionalFile } from '../api/get-chapter-files';
import type { OpenChapter } from '../utils/chapter-title';
import { ChapterExtras } from './chapter-extras';
import { ChapterMain } from './chapter-main';
import { ChapterNote, type ChapterMovedHandler } from './chapter-note';

/**
 * Everything about the selected chapter: main file, optional file and the member's note, loaded
 * together (SPEC.md §4). A failed optional file is ignored and its sections cleared (SPEC.md §8).
 * Parents key it by chapter (its key, so a chapter that moves keeps its editor), so the quiz, the
 * lookup and the editor start fresh on each one. One fallback label says it for both files when
 * they are in the same language; the study sections get their own only when theirs differs.
 */
export function ChapterContent({ chapter, onMoved }: { chapter: OpenChapter; onMoved: ChapterMovedHandler }) {
  const optional = useOptionalFile(chapter);
  const extras = optional.error ? undefined : optional.data;
  // The same request as ChapterMain's (SWR shares it): only its language is read here.
  const mainLang = useMainFile(chapter).data?.lang;
  return (
    <Stack gap="xl" data-testid="chapter-content">
      <ChapterMain chapter={chapter} topics={extras && { list: extras.content.topics, version: extras }} />
      {extras && (
        <ChapterExtras
          optional={extras.content}
          version={extras}
          labelled={mainLang !== undefined && mainLang !== extras.lang}
        />
      )}
      <ChapterNote chapter={chapter} onMoved={onMoved} />
    </Stack>
  );
}
