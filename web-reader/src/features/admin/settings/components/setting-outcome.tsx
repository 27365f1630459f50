import { Text } from '@mantine/core';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { SaveReview } from '@camino/admin-ui/components/save-review';

interface SettingOutcomeProps {
  /** The setting's test id: the review's, and `{id}-feedback` for the line below it. */
  id: string;
  /** The dry run's changes while they wait for a confirmation. */
  review: readonly Change[] | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the last save said: stored, or why it was refused. */
  feedback: { ok: boolean; text: string } | null;
}

/** Below a setting's control: its dry run to confirm, then what the save said (announced politely). */
export function SettingOutcome({ id, review, busy, onConfirm, onCancel, feedback }: SettingOutcomeProps) {
  return (
    <div aria-live="polite">
      {review && (
        <SaveReview id={id} changes={review} busy={busy} onConfirm={onConfirm} onCancel={onCancel} />
      )}
      {feedback && (
        <Text
          size="sm"
          className={feedback.ok ? 'text-success' : 'text-error'}
          data-testid={`${id}-feedback`}
        >
          {feedback.text}
        </Text>
      )}
    </div>
  );
}
