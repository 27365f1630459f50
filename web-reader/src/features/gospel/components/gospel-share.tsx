import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkIcon, ShareIcon } from '../../../components/icons';
import { ShareFeedback } from '../../../components/share-feedback';
import { useShareFeedback } from '../../../hooks/use-share-feedback';

/** Share and copy-link buttons for the current day's page, with their short-lived feedback. */
export function GospelShare({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const { feedback, share, copy, isError } = useShareFeedback();

  return (
    <div>
      <Group gap="xs" justify="center">
        <Button
          variant="light"
          size="sm"
          leftSection={<ShareIcon size={16} />}
          onClick={() => void share({ url, title })}
        >
          {t('share')}
        </Button>
        <Button
          variant="default"
          size="sm"
          leftSection={<LinkIcon size={16} />}
          onClick={() => void copy(url)}
        >
          {t('copyLink')}
        </Button>
      </Group>
      <ShareFeedback feedback={feedback} isError={isError} url={url} ta="center" mt={6} mih={22} />
    </div>
  );
}
