import { Alert, Checkbox, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailedFile } from '@camino/schemas/api/admin-content';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { firstOf } from '../lib/first-of';
import { DryRunDetails } from './dry-run-details';
import { ReviewFrame } from './review-frame';

/** A ZIP's dry-run report, as far as its review needs: its valid and refused files. */
export interface ZipCheck {
  /** The ZIP's name, when a batch has several. */
  zip?: string;
  files_processed: number;
  failed_files: readonly FailedFile[];
}

export interface ZipDryRunReviewProps {
  id: string;
  changes: readonly Change[];
  checks: readonly ZipCheck[];
  busy?: boolean;
  /** Publishes; `validOnly` when the admin chose to publish the valid files without the refused ones. */
  onConfirm: (choice: { validOnly: boolean }) => void;
  onCancel: () => void;
}

/**
 * The review of ZIP uploads: what publishing would change, and every refused file named above it.
 * A ZIP with refused files publishes nothing unless the admin ticks to publish its valid part (the
 * server refuses it otherwise); when no file is valid there is nothing to publish.
 */
export function ZipDryRunReview({ id, changes, checks, busy, onConfirm, onCancel }: ZipDryRunReviewProps) {
  const { t } = useTranslation();
  const [validOnly, setValidOnly] = useState(false);
  const refused = checks.flatMap((check) =>
    check.failed_files.map((file) => (check.zip ? `${check.zip}: ${file.name}` : file.name)),
  );
  const valid = checks.reduce((sum, check) => sum + check.files_processed, 0);
  const { shown, more } = firstOf(refused);
  return (
    <ReviewFrame
      id={id}
      busy={busy}
      confirmDisabled={valid === 0 || (refused.length > 0 && !validOnly)}
      onConfirm={() => onConfirm({ validOnly: refused.length > 0 && validOnly })}
      onCancel={onCancel}
    >
      {refused.length > 0 && (
        <Alert
          color="red"
          variant="light"
          title={t('adminRefusedTitle', { count: refused.length })}
          data-testid={`${id}-refused`}
        >
          <Stack gap="xs">
            <List size="sm">
              {shown.map((name) => (
                <List.Item key={name} className="break-anywhere">
                  {name}
                </List.Item>
              ))}
            </List>
            {more > 0 && <Text size="sm">{t('adminZipReportMore', { count: more })}</Text>}
            {valid === 0 ? (
              <Text size="sm">{t('adminRefusedNothing')}</Text>
            ) : (
              <Checkbox
                checked={validOnly}
                onChange={(event) => setValidOnly(event.currentTarget.checked)}
                label={t('adminRefusedValidOnly', { count: refused.length })}
                data-testid={`${id}-valid-only`}
              />
            )}
          </Stack>
        </Alert>
      )}
      {valid > 0 && <DryRunDetails id={id} changes={changes} />}
    </ReviewFrame>
  );
}
