import { Stack, Title } from '@mantine/core';
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import { useTranslation } from 'react-i18next';
import { GospelInfo } from '../../../../components/gospel-entry/gospel-info';
import { GospelReading } from '../../../../components/gospel-entry/gospel-reading';
import { localizeEntry } from '../../../../components/gospel-entry/localize-entry';
import type { QuickEditTarget } from './targets';

/**
 * The item as readers see it, drawn by the reader's own components from the (valid) content
 * being edited: the Gospel page's reading and notes in the UI's language.
 */
export function ItemPreview({ target, value }: { target: QuickEditTarget; value: unknown }) {
  const { i18n } = useTranslation();
  switch (target.kind) {
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
  }
}
