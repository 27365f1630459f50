import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { OptionalChapter } from '@camino/schemas/optional-chapter';
import type { ContentVersion } from '../../../lib/content-answer';
import { useTextLang } from '../../../hooks/use-content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { passagePath } from '../../../components/scripture/passage-path';
import classes from './chapter-content.module.css';

type Reference = NonNullable<OptionalChapter['new_testament']>[number];

/**
 * The chapter's Bible references. Each reference opens Camino's passage view (the chapters that
 * cite it, the gospel days that read it); the outside concordance stays as the secondary
 * "Look it up". References are written, and read, in the language of the file they come from.
 */
export function ChapterReferences({
  references,
  version,
  onLookUp,
}: {
  references: readonly Reference[];
  version: ContentVersion;
  onLookUp: (reference: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useTextLang(version);
  return (
    <Stack gap="md" component="ul" className="plain-list">
      {references.map((ref, i) => (
        <li key={`${ref.reference}-${i}`} data-testid="bible-reference">
          <Anchor
            component={Link}
            to={passagePath(ref.reference, version.lang)}
            fw={700}
            aria-label={t('scriptureOpenPassage', { reference: ref.reference })}
            data-testid="bible-reference-link"
          >
            {ref.reference}
          </Anchor>
          {ref.description && (
            <Text size="sm" lang={lang}>
              {ref.description}
            </Text>
          )}
          {ref.citation && (
            <blockquote className={classes.citation} lang={lang}>
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
