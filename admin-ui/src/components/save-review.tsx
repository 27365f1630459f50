import { Text } from '@mantine/core';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { useTranslation } from 'react-i18next';
import { dryRunSummary } from '../lib/dry-run-summary';
import { ChangeList } from './change-list';
import { ReviewFrame, type ReviewFrameProps } from './review-frame';

export interface SaveReviewProps extends Omit<ReviewFrameProps, 'children' | 'compact'> {
  /** Also names `{id}-dry-run-summary`. */
  id: string;
  changes: readonly Change[];
}

/**
 * The dry run of a settings form: unlike an upload's, it is one item with a few
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
