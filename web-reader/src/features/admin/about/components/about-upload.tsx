import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-errors';
import { catalogueText } from '../../../../lib/messages';
import { readAboutFile } from '../api/about';
import { isMarkdownFile } from '../utils/about-banner';
import { AdminFileInput } from '../../components/admin-file-input';

interface AboutUploadProps {
  disabled: boolean;
  /** The file's text goes to the editor; nothing is saved yet. */
  onLoaded: (content: string, filename: string) => void;
  onMessage: (message: string) => void;
}

/** Step 1: a .md file read back by the server (strict UTF-8, not blank) into the editor. */
export function AboutUpload({ disabled, onLoaded, onMessage }: AboutUploadProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const wrongType = file !== null && !isMarkdownFile(file);

  const upload = async () => {
    if (!file || wrongType) return;
    setBusy(true);
    try {
      const { content, filename } = await readAboutFile(file);
      onLoaded(content, filename);
      setFile(null);
    } catch (error) {
      const detail = error instanceof ApiError && error.status !== 0 ? error.detail : undefined;
      onMessage(detail ? t('adminAboutErrorDetail', { detail }) : t('adminAboutUploadError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group align="flex-end" gap="sm">
      <AdminFileInput
        label={t('adminAboutFileLabel')}
        placeholder={t('adminAboutChooseFile')}
        accept=".md,text/markdown"
        value={file}
        onChange={setFile}
        disabled={disabled || busy}
        error={wrongType ? catalogueText('choose_md') : undefined}
        data-testid="about-file"
      />
      <Button
        onClick={() => void upload()}
        loading={busy}
        disabled={disabled || !file || wrongType}
        variant="default"
      >
        {t('adminAboutLoadFile')}
      </Button>
    </Group>
  );
}
