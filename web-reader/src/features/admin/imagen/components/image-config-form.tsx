import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import type { ImageConfigWithDefaults } from '@camino/schemas/image-config';
import { Alert, Button, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ImageConfig } from '@camino/schemas/image-config';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../../../lib/api-errors';
import { catalogueText } from '../../../../lib/messages';
import { ProblemList } from '@camino/admin-ui/components/problem-list';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { useDryRunFlow } from '@camino/admin-ui/hooks/use-dry-run-flow';
import { SaveReview } from '@camino/admin-ui/components/save-review';
import { adminImageConfigKey, publicImageConfigKey, saveImageConfig } from '../api/image-config';
import { missingUrls, toFormValues, toRequestBody, type ImageFormValues } from '../utils/image-form';
import { ImagePreview } from './image-preview';
import { TranslationFields, WrittenIn } from '../../components/written-in';

/**
 * The featured image form with its live preview; values are kept whatever the outcome. Save asks
 * for the dry run first: the fields that would change, before and after; Publish then stores
 * exactly the values checked.
 */
export function ImageConfigForm({ initial }: { initial: ImageConfigWithDefaults }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<ImageFormValues>(() => toFormValues(initial));
  const [missingShown, setMissingShown] = useState(false);
  const save = useDryRunFlow({
    check: (config: ImageConfig) => saveImageConfig(config, true),
    publish: (config: ImageConfig) => saveImageConfig(config),
    after: async ({ featuredImage }) => {
      setValues(toFormValues(featuredImage));
      await Promise.all([mutate(adminImageConfigKey, featuredImage, false), mutate(publicImageConfigKey)]);
    },
  });
  const { step, review } = save;
  const missing = missingShown ? missingUrls(values) : [];

  const set = <K extends keyof ImageFormValues>(field: K, value: ImageFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A dry run is of the values it checked: an edit drops it (and an old 'Saved').
    if (step.kind === 'done' || step.kind === 'review') save.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missingUrls(values).length > 0) {
      setMissingShown(true);
      save.reset();
      return;
    }
    setMissingShown(false);
    const body: ImageConfig = toRequestBody(values);
    save.check(body);
  };

  const required = catalogueText('image_urls_required');
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
          <WrittenIn id="image" value={values.lang} onChange={(lang) => set('lang', lang)} />
          <TranslationFields from={values.lang}>
            {(['tooltipText', 'altText'] as const).map((field) => (
              <TextInput
                key={field}
                label={t(field === 'altText' ? 'adminImageAltLabel' : 'adminImageTooltipLabel')}
                value={values.translation[field]}
                maxLength={200}
                onChange={(event) =>
                  set('translation', { ...values.translation, [field]: event.currentTarget.value })
                }
              />
            ))}
          </TranslationFields>
          <Switch
            label={t('adminImageVisibleLabel')}
            checked={values.visible}
            onChange={(event) => set('visible', event.currentTarget.checked)}
          />
          <div aria-live="polite">
            {review && (
              <SaveReview
                id="image"
                changes={review.changes ?? []}
                busy={step.kind === 'publishing'}
                onConfirm={() => save.confirm()}
                onCancel={save.cancel}
              />
            )}
            {step.kind === 'done' && (
              <Alert color="green" data-testid="image-feedback">
                {t('adminImageSaved')}
              </Alert>
            )}
            {missingShown && (
              <Alert color="red" data-testid="image-feedback">
                {required}
              </Alert>
            )}
            {step.kind === 'failed' && (
              <Alert
                color="red"
                title={adminErrorMessage(step.error, t, 'adminImageSaveError')}
                data-testid="image-feedback"
              >
                <ProblemList problems={step.error instanceof ApiError ? step.error.problems : []} />
              </Alert>
            )}
          </div>
          {!review && (
            <Group>
              <Button type="submit" loading={step.kind === 'checking'} data-testid="image-save">
                {t('adminImageSave')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <ImagePreview values={values} />
    </SimpleGrid>
  );
}
