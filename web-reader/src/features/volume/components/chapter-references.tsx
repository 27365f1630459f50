import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { LIBRARY_LANGUAGE } from '@camino/schemas/content-language';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { passagePath } from '../../../components/scripture/passage-path';
import classes from './chapter-content.module.css';

type Reference = NonNullable<OptionalChapter['new_testament']>[number];

/**
 * The chapter's Bible references. Each reference opens Camino's passage view (the chapters that
 * cite it, the gospel days that read it); the outside concordance stays as the secondary
 * "Look it up". References are written in the content's language, Spanish.
 */
export function ChapterReferences({
  references,
  onLookUp,
}: {
  references: readonly Reference[];
  onLookUp: (reference: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="ul" className="plain-list">
      {references.map((ref, i) => (
        <li key={`${ref.reference}-${i}`} data-testid="bible-reference">
          <Anchor
            component={Link}
            to={passagePath(ref.reference, 'es')}
            fw={700}
            aria-label={t('scriptureOpenPassage', { reference: ref.reference })}
            data-testid="bible-reference-link"
          >
            {ref.reference}
          </Anchor>
          {ref.description && (
            <Text size="sm" lang={LIBRARY_LANGUAGE}>
              {ref.description}
            </Text>
          )}
          {ref.citation && (
            <blockquote className={classes.citation} lang={LIBRARY_LANGUAGE}>
              {ref.citation}
            </blockquote>
          )}
          <Group gap="xs" mt="xs">
            <Button
              size="compact-sm"
              variant="subtle"
              aria-label={t('lookUpReferenceLabel', { reference: ref.reference })}
              onClick={() => onLookUp(ref.reference)}
            >
              {t('lookUpReference')}
            </Button>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
