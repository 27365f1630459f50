import type { PlaylistImpact } from '@camino/schemas/api/admin-content';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { DryRunDetails } from './dry-run-details';
import { ReviewFrame, type ReviewFrameProps } from './review-frame';

export interface DryRunReviewProps extends Omit<ReviewFrameProps, 'children' | 'compact'> {
  changes: readonly Change[];
  impact?: PlaylistImpact | null;
}

/**
 * What an upload would do, shown before anything is stored: its details (see DryRunDetails),
 * and Publish or Cancel. An upload that changes nothing can still be published (it records
 * nothing new), but says so first.
 */
export function DryRunReview({ changes, impact, ...frame }: DryRunReviewProps) {
  return (
    <ReviewFrame {...frame}>
      <DryRunDetails id={frame.id} changes={changes} impact={impact} />
    </ReviewFrame>
  );
}
