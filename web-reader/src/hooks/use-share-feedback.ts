import { useCallback, useEffect, useRef } from 'react';
import { copyText, shareLink } from '../lib/share';
import { useTimedMessage } from './use-timed-message';

/** The i18n key of each share or copy outcome the reader reports. */
export type ShareFeedbackKey = 'shareSuccess' | 'linkCopied' | 'shareError' | 'copyError';

/** Feedback durations of SPEC.md §9: share 3 s, clipboard copy 4 s, copyError 5 s, shareError 3 s. */
export const SHARE_FEEDBACK_MS: Record<ShareFeedbackKey, number> = {
  shareSuccess: 3000,
  linkCopied: 4000,
  shareError: 3000,
  copyError: 5000,
};

/**
 * Share and copy actions (lib/share.ts fallback order) with their short-lived feedback key, for
 * any page that shares its own link (the Gospel day, a chapter). The element given `feedbackRef`
 * (the feedback line beside the button) is brought into view when a message appears, so the
 * member sees it where they pressed, never below the fold.
 */
export function useShareFeedback() {
  const [feedback, show] = useTimedMessage<ShareFeedbackKey>();
  const feedbackRef = useRef<HTMLParagraphElement | null>(null);
  useEffect(() => {
    if (feedback) feedbackRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [feedback]);
  const say = useCallback((key: ShareFeedbackKey) => show(key, SHARE_FEEDBACK_MS[key]), [show]);

  const share = useCallback(
    async (data: { url: string; title?: string }) => {
      try {
        const outcome = await shareLink(data);
        if (outcome === 'shared') say('shareSuccess');
        else if (outcome === 'copied') say('linkCopied');
        else if (outcome === 'failed') say('copyError');
      } catch {
        say('shareError');
      }
    },
    [say],
  );

  const copy = useCallback(
    async (url: string) => say((await copyText(url)) ? 'linkCopied' : 'copyError'),
    [say],
  );

  return {
    feedback,
    share,
    copy,
    feedbackRef,
    isError: feedback === 'copyError' || feedback === 'shareError',
  };
}
