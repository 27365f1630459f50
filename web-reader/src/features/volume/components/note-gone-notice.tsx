import { Alert, Button, CopyButton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The chapter is no longer published, so the note cannot be saved: said plainly, with the text
 * kept in the editor and the local draft, and a button that copies it to keep it elsewhere.
 */
export function NoteGoneNotice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={t('noteGoneTitle')} data-testid="note-gone">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('noteGoneText')}</Text>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy} data-testid="note-gone-copy">
              {copied ? t('noteGoneCopied') : t('noteGoneCopy')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Alert>
  );
}
