import { Text, type TextProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareFeedbackKey } from '../hooks/use-share-feedback';

/**
 * The line under share buttons that says what happened (shared, copied, or why not), announced
 * politely; it keeps its place while empty when `mih` reserves it.
 */
export function ShareFeedback({
  feedback,
  isError,
  url,
  feedbackRef,
  ...layout
}: {
  feedback: ShareFeedbackKey | null;
  isError: boolean;
  url: string;
  feedbackRef?: Ref<HTMLParagraphElement>;
} & Pick<TextProps, 'ta' | 'mt' | 'mih'>) {
  const { t } = useTranslation();
  return (
    <Text
      ref={feedbackRef}
      size="sm"
      {...layout}
      role="status"
      aria-live="polite"
      className={`break-anywhere ${isError ? 'text-error' : 'text-success'}`}
      data-testid="share-feedback"
    >
      {feedback ? t(feedback, { url }) : ''}
    </Text>
  );
}
