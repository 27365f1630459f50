import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChapterKind } from '../api/upload-chapters';
import { useUploadQueue, type QueueStatus } from '../hooks/use-upload-queue';
import { QueueItemCard } from './queue-item-card';
import { AdminFileInput } from '../../components/admin-file-input';
import { ZipDryRunReview } from '@camino/admin-ui/components/zip-dry-run-review';
import { useDryRunFlow } from '@camino/admin-ui/hooks/use-dry-run-flow';
import { AdminSection } from '../../components/admin-section';

const TEXT_KEYS: Record<ChapterKind, { title: string; help: string; label: string }> = {
  main: { title: 'adminMainZipTitle', help: 'adminMainZipHelp', label: 'adminMainZipLabel' },
  optional: { title: 'adminOptionalZipTitle', help: 'adminOptionalZipHelp', label: 'adminOptionalZipLabel' },
};

const FINISHED: QueueStatus[] = ['done', 'failed', 'rejected', 'skipped'];

/**
 * One upload area (main or optional ZIPs): choose one or many ZIPs, then the shared dry-run flow
 * with the batch: each ZIP is sent as a dry run in turn, Publish sends again only the ZIPs the dry
 * run accepted, and each ZIP's report is read on its card.
 */
export function ZipUploadSection({ kind }: { kind: ChapterKind }) {
  const { t } = useTranslation();
  const keys = TEXT_KEYS[kind];
  const [files, setFiles] = useState<File[]>([]);
  const { items, running, start, stop } = useUploadQueue(kind);
  const titleId = `zip-upload-${kind}-title`;
  const flow = useDryRunFlow({
    // The ZIPs the dry run accepted, and what publishing them would change.
    check: async (batch: File[]) => {
      const results = await start(batch, { dryRun: true });
      const checked = results.filter((item) => item.status === 'done' && item.report);
      return {
        files: batch.filter((_, i) => results[i]?.status === 'done'),
        changes: checked.flatMap((item) => item.report!.changes ?? []),
        checks: checked.map((item) => ({ zip: item.name, ...item.report! })),
      };
    },
    publish: (_batch: File[], { files: accepted, validOnly }: { files: File[]; validOnly: boolean }) =>
      start(accepted, { validOnly }),
  });
  // Publish hands the batch to the cards, which show its progress; a batch the dry run refused
  // whole has nothing to publish, and its cards say why.
  const review = flow.step.kind === 'review' && flow.step.preview.files.length > 0 ? flow.step.preview : null;

  const upload = () => {
    flow.check(files);
    setFiles([]);
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
        <Button onClick={upload} disabled={files.length === 0 || running} loading={running}>
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
      {review && (
        <ZipDryRunReview
          id={`zip-${kind}`}
          changes={review.changes}
          checks={review.checks}
          onConfirm={({ validOnly }) => flow.confirm({ files: review.files, validOnly })}
          onCancel={flow.cancel}
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
