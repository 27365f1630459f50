import type { MemberNote } from '@camino/schemas/api/member-data';
import { toLanguage } from '@camino/schemas/languages';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { getAllNotes } from '../api/get-notes';
import { downloadText, exportFileName, notesToJson, notesToMarkdown } from '../utils/export-notes';

/** How long the toast of a failed export stays. */
const EXPORT_ERROR_TOAST_MS = 5000;

type ExportKind = 'md' | 'json';

/** One button per format; while one export runs the other waits. */
const EXPORT_BUTTONS: { kind: ExportKind; label: string; testId: string }[] = [
  { kind: 'md', label: 'myNotesExportMarkdown', testId: 'export-markdown' },
  { kind: 'json', label: 'myNotesExportJson', testId: 'export-json' },
];

/**
 * Downloads every note as Markdown (headings and dates in the UI language) or as JSON. The list
 * on the page may show only its first pages, so an export reads every page first.
 */
export function NotesExport({ locale }: { locale: string }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<ExportKind | null>(null);

  const markdown = (notes: MemberNote[], now: Date) =>
    downloadText(
      exportFileName('md', now),
      notesToMarkdown(
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
      ),
      'text/markdown',
    );
  const json = (notes: MemberNote[], now: Date) =>
    downloadText(exportFileName('json', now), notesToJson(notes, now), 'application/json');

  const run = async (kind: ExportKind) => {
    setBusy(kind);
    try {
      const notes = await getAllNotes(toLanguage(i18n.language));
      (kind === 'md' ? markdown : json)(notes, new Date());
    } catch {
      showToast({ message: t('myNotesExportError'), color: 'red', duration: EXPORT_ERROR_TOAST_MS });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs" role="group" aria-label={t('myNotesExportLabel')}>
      {EXPORT_BUTTONS.map(({ kind, label, testId }) => (
        <Button
          key={kind}
          variant="default"
          size="sm"
          onClick={() => void run(kind)}
          loading={busy === kind}
          disabled={busy !== null && busy !== kind}
          data-testid={testId}
        >
          {t(label)}
        </Button>
      ))}
    </Group>
  );
}
