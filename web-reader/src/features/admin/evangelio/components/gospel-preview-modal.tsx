import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GospelInfo } from '../../../../components/gospel-entry/gospel-info';
import { GospelReading } from '../../../../components/gospel-entry/gospel-reading';
import { formatGospelDate } from '../../../../lib/gospel-date';
import { localizeEntry } from '../../../../components/gospel-entry/localize-entry';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { useAdminGospel } from '../api/get-evangelio';

/**
 * The gospel preview of SPEC.md §2: date and weekday (the title), reference, heading, intro, the verses (or
 * 'No hay versículos disponibles'), the reflection (sanitized by the reader's sanitizer), related
 * links, liturgical note, source link and copyright note — drawn by the Gospel page's own
 * components, so it shows what readers will see. An entry with an English translation can be
 * previewed in either language.
 */
export function GospelPreviewModal({ date, onClose }: { date: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, error, isLoading, mutate } = useAdminGospel(date);
  const [language, setLanguage] = useState<string | null>(null);
  const shown = language ?? (i18n.language === 'en' && data?.en ? 'en' : 'es');
  const gospel = data ? localizeEntry(data, shown) : null;

  const close = () => {
    setLanguage(null);
    onClose();
  };

  return (
    <Modal
      opened={date !== null}
      onClose={close}
      size="xl"
      closeButtonProps={{ 'aria-label': t('close') }}
      title={date ? formatGospelDate(date, i18n.language) : ''}
      data-testid="gospel-preview"
    >
      {isLoading && (
        <Group justify="center" py="xl">
          <Loader aria-label={t('adminContentLoading')} />
        </Group>
      )}
      {error && !data && (
        <Alert color="red" data-testid="gospel-preview-error">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{adminErrorMessage(error, t, 'adminGospelLoadError')}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void mutate()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {data && gospel && (
        <Stack gap="md">
          {data.en && (
            <SegmentedControl
              aria-label={t('adminGospelPreviewLanguage')}
              value={shown}
              onChange={setLanguage}
              data={[
                { value: 'es', label: t('adminGospelLanguageSpanish') },
                { value: 'en', label: t('adminGospelLanguageEnglish') },
              ]}
            />
          )}
          <Title order={2} size="h2" data-testid="gospel-preview-reference">
            {gospel.reference}
          </Title>
          <GospelReading gospel={gospel} />
          <GospelInfo gospel={gospel} />
        </Stack>
      )}
    </Modal>
  );
}
