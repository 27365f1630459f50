import { Anchor, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { BIBLE_LOOKUP_URL } from '../../../config/site';
import classes from './chapter-content.module.css';

/** The concordance page for a reference: the lookup URL with the reference as its query. */
export const bibleLookupUrl = (reference: string) => `${BIBLE_LOOKUP_URL}${encodeURIComponent(reference)}`;

/**
 * The Bible-reference lookup (SPEC.md §2): the external concordance in a frame, with a link to
 * open it apart when the site refuses to be framed. Sandboxed: it cannot move this page.
 */
export function BibleLookupModal({ reference, onClose }: { reference: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const url = reference ? bibleLookupUrl(reference) : '';
  return (
    <Modal
      opened={reference !== null}
      onClose={onClose}
      title={reference ? t('bibleLookupTitle', { reference }) : ''}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {reference && (
        <Stack gap="sm">
          <iframe
            className={classes.lookupFrame}
            src={url}
            title={t('bibleLookupFrameTitle', { reference })}
            sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
            referrerPolicy="no-referrer"
            data-testid="bible-lookup-frame"
          />
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
            {t('openInNewTab')}
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}
