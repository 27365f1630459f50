import { Anchor, Text, Title } from '@mantine/core';
import type { ScriptureChapter } from '@camino/schemas/api/scripture';
import type { Language } from '@camino/schemas/languages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { passagePath } from '../scripture/passage-path';
import { ScriptureChapters } from '../scripture/scripture-chapters';

/**
 * "Chapters that teach this passage": the day's `related_chapters`, each opening the volume page
 * at that chapter, an empty state when none does, and the passage view of the reading.
 */
export function RelatedChapters({
  chapters,
  reference,
  referenceLanguage,
}: {
  chapters: readonly ScriptureChapter[];
  /** The reading's reference as shown, and the language it is written in. */
  reference: string;
  referenceLanguage: Language;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="gospel-related-title" data-testid="gospel-related">
      <Title order={2} size="h3" id="gospel-related-title" mb="xs">
        {t('scriptureRelatedTitle')}
      </Title>
      {chapters.length > 0 ? (
        <ScriptureChapters chapters={chapters} testId="gospel-related-chapters" />
      ) : (
        <Text c="dimmed" data-testid="gospel-related-empty">
          {t('scriptureRelatedEmpty')}
        </Text>
      )}
      <Anchor
        component={Link}
        to={passagePath(reference, referenceLanguage)}
        size="sm"
        mt="sm"
        display="inline-block"
        data-testid="gospel-passage-link"
      >
        {t('scripturePassageLink', { reference })}
      </Anchor>
    </section>
  );
}
