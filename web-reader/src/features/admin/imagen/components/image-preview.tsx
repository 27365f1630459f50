import { Badge, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeaturedImage } from '../../../../components/featured-image';
import { withImageDefaults } from '@camino/schemas/image-config';
import { toRequestBody, type ImageFormValues } from '../utils/image-form';
import classes from './image-preview.module.css';

/**
 * What the home page will show, drawn by the home page's own component from the values being
 * typed, only smaller. A hidden image is still drawn, faded and marked, so it can be checked.
 */
export function ImagePreview({ values }: { values: ImageFormValues }) {
  const { t } = useTranslation();
  const imageUrl = values.imageUrl.trim();
  return (
    <Stack gap="xs" component="section" aria-labelledby="image-preview-title">
      <Title order={2} size="h4" id="image-preview-title">
        {t('adminImagePreviewTitle')}
      </Title>
      {!values.visible && (
        <Badge color="gray" variant="light" data-testid="image-preview-hidden">
          {t('adminImageHiddenBadge')}
        </Badge>
      )}
      <div className={classes.frame} data-testid="image-preview">
        {imageUrl ? (
          <div className={values.visible ? undefined : classes.hidden}>
            <FeaturedImage config={{ ...withImageDefaults(toRequestBody(values)), visible: true }} />
          </div>
        ) : (
          <Text c="dimmed" ta="center" py="xl">
            {t('adminImagePreviewEmpty')}
          </Text>
        )}
      </div>
    </Stack>
  );
}
