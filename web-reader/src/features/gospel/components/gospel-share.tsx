import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkIcon, ShareIcon } from '../../../components/icons';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { copyText, shareLink } from '../../../lib/share';

type FeedbackKey = 'shareSuccess' | 'linkCopied' | 'shareError' | 'copyError';

/** Feedback durations of SPEC.md §9: share 3 s, clipboard copy 4 s, copyError 5 s, shareError 3 s. */
const DURATION = { shareSuccess: 3000, linkCopied: 4000, shareError: 3000, copyError: 5000 } as const;

/** Share and copy-link buttons for the current day's page, with their short-lived feedback. */
export function GospelShare({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [feedback, show] = useTimedMessage<FeedbackKey>();
  const say = (key: FeedbackKey) => show(key, DURATION[key]);

  const share = async () => {
    try {
      const outcome = await shareLink({ url, title });
      if (outcome === 'shared') say('shareSuccess');
      else if (outcome === 'copied') say('linkCopied');
      else if (outcome === 'failed') say('copyError');
    } catch {
      say('shareError');
    }
  };

  const copy = async () => {
    say((await copyText(url)) ? 'linkCopied' : 'copyError');
  };

  return (
    <div>
      <Group gap="xs" justify="center">
        <Button variant="light" size="sm" leftSection={<ShareIcon size={16} />} onClick={() => void share()}>
          {t('share')}
        </Button>
        <Button variant="default" size="sm" leftSection={<LinkIcon size={16} />} onClick={() => void copy()}>
          {t('copyLink')}
        </Button>
      </Group>
      <Text
        size="sm"
        ta="center"
        mt={6}
        mih={22}
        role="status"
        aria-live="polite"
        className={`break-anywhere ${feedback === 'copyError' || feedback === 'shareError' ? 'text-error' : 'text-success'}`}
        data-testid="share-feedback"
      >
        {feedback ? t(feedback, { url }) : ''}
      </Text>
    </div>
  );
}
