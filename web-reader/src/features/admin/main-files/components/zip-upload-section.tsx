import { Button, Group, Stack, Text } from '@mantine/core';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChapterKind } from '../api/upload-chapters';
import { useUploadQueue, type QueueStatus } from '../hooks/use-upload-queue';
import { QueueItemCard } from './queue-item-card';
import { AdminFileInput } from '../../components/admin-file-input';
import { DryRunReview } from '@camino/admin-ui/components/dry-run-review';
import { AdminSection } from '../../components/admin-section';

const TEXT_KEYS: Record<ChapterKind, { title: string; help: string; label: string }> = {
  main: { title: 'adminMainZipTitle', help: 'adminMainZipHelp', label: 'adminMainZipLabel' },
  optional: { title: 'adminOptionalZipTitle', help: 'adminOptionalZipHelp', label: 'adminOptionalZipLabel' },
};

const FINISHED: QueueStatus[] = ['done', 'failed', 'rejected', 'skipped'];

/** One upload area (main or optional ZIPs): choose one or many ZIPs, send them in turn, read each report. */
export function ZipUploadSection({ kind }: { kind: ChapterKind }) {
  const { t } = useTranslation();
  const keys = TEXT_KEYS[kind];
  const [files, setFiles] = useState<File[]>([]);
  const { items, running, start, stop } = useUploadQueue(kind);
  const titleId = `zip-upload-${kind}-title`;
  // The ZIPs the dry run accepted, and what publishing them would change (#17).
  const [checked, setChecked] = useState<{ files: File[]; changes: Change[] } | null>(null);

  const upload = async () => {
    const batch = files;
    setFiles([]);
    setChecked(null);
    const results = await start(batch, { dryRun: true });
    const accepted = batch.filter((_, i) => results[i]?.status === 'done');
    if (accepted.length === 0) return;
    setChecked({
      files: accepted,
      changes: results.flatMap((item) => (item.status === 'done' ? (item.report?.changes ?? []) : [])),
    });
  };

  const publish = () => {
    if (!checked) return;
    setChecked(null);
    void start(checked.files);
  };

  const finished = items.filter((item) => FINISHED.includes(item.status)).length;
  return (
    <AdminSection
      titleId={titleId}
      title={t(keys.title)}
      help={t(keys.help)}
      order={2}
      testId={`zip-upload-${kind}`}
    >
      <Group align="flex-end" wrap="wrap" gap="sm">
        <AdminFileInput
          label={t(keys.label)}
          placeholder={t('adminContentChooseFiles')}
          accept=".zip,application/zip,application/x-zip-compressed"
          multiple
          value={files}
          onChange={setFiles}
          disabled={running}
        />
        <Button onClick={() => void upload()} disabled={files.length === 0 || running} loading={running}>
          {t('adminContentUpload')}
        </Button>
        {running && (
          <Button variant="default" onClick={stop}>
            {t('adminZipStop')}
          </Button>
        )}
      </Group>
      {/* Only the count is announced: the progress of each ZIP would be read out every moment. */}
      <Text size="sm" aria-live="polite" data-testid="zip-batch-count">
        {items.length > 0 && t('adminZipBatchCount', { finished, count: items.length })}
      </Text>
      {checked && (
        <DryRunReview
          id={`zip-${kind}`}
          changes={checked.changes}
          onConfirm={publish}
          onCancel={() => setChecked(null)}
        />
      )}
      {items.length > 0 && (
        <Stack gap="xs">
          {items.map((item) => (
            <QueueItemCard key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </AdminSection>
  );
}
