import { Text } from '@mantine/core';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { useTranslation } from 'react-i18next';
import { ChangeList } from '@camino/admin-ui/components/change-list';
import { dryRunSummary } from '@camino/admin-ui/lib/dry-run-summary';
import { ReviewFrame, type ReviewFrameProps } from './review-frame';

export interface SaveReviewProps extends Omit<ReviewFrameProps, 'children' | 'compact'> {
  /** Also names `{id}-dry-run-summary`. */
  id: string;
  changes: readonly Change[];
}

/**
 * The dry run of a settings form (issue #17): unlike an upload's, it is one item with a few
 * fields, so its fields are listed at once, each with its value before and after, above Publish
 * or Cancel.
 */
export function SaveReview({ changes, ...frame }: SaveReviewProps) {
  const { t } = useTranslation();
  const changed = changes.some((change) => change.status !== 'unchanged');
  return (
    <ReviewFrame {...frame} compact>
      <Text size="sm" data-testid={`${frame.id}-dry-run-summary`}>
        {dryRunSummary(changes, t)}
      </Text>
      {changed && <ChangeList changes={changes} />}
    </ReviewFrame>
  );
}
