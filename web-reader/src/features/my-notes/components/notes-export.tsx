import type { MemberNote } from '@camino/schemas/api/member-data';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadText, exportFileName, notesToJson, notesToMarkdown } from '../utils/export-notes';

/** Downloads every note as Markdown (headings and dates in the UI language) or as JSON. */
export function NotesExport({ notes, locale }: { notes: readonly MemberNote[]; locale: string }) {
  const { t } = useTranslation();
  const markdown = () => {
    const now = new Date();
    const text = notesToMarkdown(
      notes,
      {
        heading: t('myNotesExportHeading'),
        exportedOn: (date) => t('myNotesExportedOn', { date }),
        volume: (volume) => t('myNotesVolume', { volume }),
        updated: (date) => t('myNotesUpdated', { date }),
        unpublishedTitle: t('myNotesUnpublishedTitle'),
      },
      locale,
      now,
    );
    downloadText(exportFileName('md', now), text, 'text/markdown');
  };
  const json = () => {
    const now = new Date();
    downloadText(exportFileName('json', now), notesToJson(notes, now), 'application/json');
  };
  return (
    <Group gap="xs" role="group" aria-label={t('myNotesExportLabel')}>
      <Button variant="default" size="sm" onClick={markdown} data-testid="export-markdown">
        {t('myNotesExportMarkdown')}
      </Button>
      <Button variant="default" size="sm" onClick={json} data-testid="export-json">
        {t('myNotesExportJson')}
      </Button>
    </Group>
  );
}
