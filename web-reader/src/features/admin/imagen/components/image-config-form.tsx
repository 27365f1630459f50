import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import type { ImageConfigWithDefaults } from '@camino/schemas/image-config';
import { Alert, Button, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../../../lib/api-errors';
import { ProblemList } from '../../components/problem-list';
import { adminErrorMessage } from '../../utils/error-message';
import { adminImageConfigKey, publicImageConfigKey, saveImageConfig } from '../api/image-config';
import { missingUrls, toFormValues, toRequestBody, type ImageFormValues } from '../utils/image-form';
import { ImagePreview } from './image-preview';

type Feedback = { kind: 'saved' } | { kind: 'failed'; error: unknown } | { kind: 'missing' };

/** The featured image form with its live preview; values are kept whatever the outcome. */
export function ImageConfigForm({ initial }: { initial: ImageConfigWithDefaults }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<ImageFormValues>(() => toFormValues(initial));
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const missing = feedback?.kind === 'missing' ? missingUrls(values) : [];

  const set = <K extends keyof ImageFormValues>(field: K, value: ImageFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (feedback?.kind === 'saved') setFeedback(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (missingUrls(values).length > 0) {
      setFeedback({ kind: 'missing' });
      return;
    }
    setSaving(true);
    setFeedback(null);
    try {
      const saved = await saveImageConfig(toRequestBody(values));
      setValues(toFormValues(saved));
      setFeedback({ kind: 'saved' });
      await Promise.all([mutate(adminImageConfigKey, saved, false), mutate(publicImageConfigKey)]);
    } catch (error) {
      setFeedback({ kind: 'failed', error });
    } finally {
      setSaving(false);
    }
  };

  const required = t('adminImageUrlsRequired');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="image-form-title">
        <Stack gap="sm">
          <TextInput
            label={t('adminImageUrlLabel')}
            description={t('adminImageUrlHelp')}
            value={values.imageUrl}
            onChange={(event) => set('imageUrl', event.currentTarget.value)}
            error={missing.includes('imageUrl') ? required : undefined}
            withAsterisk
            type="url"
            inputMode="url"
          />
          <TextInput
            label={t('adminImageClickUrlLabel')}
            description={t('adminImageClickUrlHelp')}
            value={values.clickUrl}
            onChange={(event) => set('clickUrl', event.currentTarget.value)}
            error={missing.includes('clickUrl') ? required : undefined}
            withAsterisk
            type="url"
            inputMode="url"
          />
          <TextInput
            label={t('adminImageTooltipLabel')}
            description={t('adminImageTooltipHelp')}
            placeholder={t('adminImageDefaultTooltip')}
            value={values.tooltipText}
            maxLength={200}
            onChange={(event) => set('tooltipText', event.currentTarget.value)}
          />
          <TextInput
            label={t('adminImageAltLabel')}
            description={t('adminImageAltHelp')}
            placeholder={t('adminImageDefaultAlt')}
            value={values.altText}
            maxLength={200}
            onChange={(event) => set('altText', event.currentTarget.value)}
          />
          <Switch
            label={t('adminImageVisibleLabel')}
            checked={values.visible}
            onChange={(event) => set('visible', event.currentTarget.checked)}
          />
          <div aria-live="polite">
            {feedback?.kind === 'saved' && (
              <Alert color="green" data-testid="image-feedback">
                {t('adminImageSaved')}
              </Alert>
            )}
            {feedback?.kind === 'missing' && (
              <Alert color="red" data-testid="image-feedback">
                {required}
              </Alert>
            )}
            {feedback?.kind === 'failed' && (
              <Alert
                color="red"
                title={adminErrorMessage(feedback.error, t, 'adminImageSaveError')}
                data-testid="image-feedback"
              >
                <ProblemList problems={feedback.error instanceof ApiError ? feedback.error.problems : []} />
              </Alert>
            )}
          </div>
          <Group>
            <Button type="submit" loading={saving}>
              {t('adminImageSave')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ImagePreview values={values} />
    </SimpleGrid>
  );
}
