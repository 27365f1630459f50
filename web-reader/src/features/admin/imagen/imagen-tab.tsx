import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../components/load-state';
import { useAdminImageConfig } from './api/image-config';
import { ImageConfigForm } from './components/image-config-form';

/** Imagen (SPEC.md §2, §5): the home page's featured image, with a preview at most 300 px high. */
export default function ImagenTab() {
  const { t } = useTranslation();
  const image = useAdminImageConfig();
  return (
    <Stack gap="md">
      <Title order={2} size="h3" id="image-form-title">
        {t('adminImageTitle')}
      </Title>
      <LoadState
        result={image}
        errorKey="adminImageLoadError"
        errorTestId="image-load-error"
        skeleton={[56, 56, 56, 56]}
      >
        {(config) => <ImageConfigForm initial={config} />}
      </LoadState>
    </Stack>
  );
}
