import { Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WorkspaceFile } from '../../../../shared/workspace-types';
import { FormFile, Toggle } from './settings-editors';
import { imageFile, parseImage, type ImageValues } from './image-values';
import { TranslationFields, WrittenIn } from './written-in';

/** The featured image's text limits and URL rules (schemas/src/image-config.ts). */
const IMAGE_TEXT_MAX = 200;
const HTTP_URL = /^https?:\/\/\S+$/;

type TextField =
  'imageUrl' | 'clickUrl' | 'tooltipText' | 'altText' | `translation.${'tooltipText' | 'altText'}`;

/** The translated texts, once the texts' language is chosen. */
function Translation({ control, children }: { control: Control<ImageValues>; children: ReactNode }) {
  return <TranslationFields from={useWatch({ control, name: 'lang' })}>{children}</TranslationFields>;
}

/** image.json as a form: the featured image's URLs, texts and visibility. */
export function ImageEditor({ file }: { file: WorkspaceFile }) {
  const { t } = useTranslation();
  const text = (name: TextField, control: Control<ImageValues>) => (
    <Controller
      control={control}
      name={name}
      rules={{
        validate: (value: string) => {
          if (name !== 'imageUrl' && name !== 'clickUrl')
            return (
              value.length <= IMAGE_TEXT_MAX || t('characters', { count: value.length, max: IMAGE_TEXT_MAX })
            );
          if (value.trim() === '') return t('required');
          // The image may also be a path on the site itself (/images/…).
          const fine = HTTP_URL.test(value) || (name === 'imageUrl' && value.startsWith('/'));
          return fine || t('imageUrlRule');
        },
      }}
      render={({ field, fieldState }) => (
        <TextInput
          label={t(`image_${name.replace('translation.', '') as 'altText'}`)}
          {...field}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <FormFile
      file={file}
      parse={parseImage}
      toFile={imageFile}
      shape='{ "imageUrl", "clickUrl", "tooltipText", "altText", "visible" }'
    >
      {(control) => (
        <>
          <Text size="xs" c="dimmed">
            {t('imageHint')}
          </Text>
          {text('imageUrl', control)}
          {text('clickUrl', control)}
          {text('tooltipText', control)}
          {text('altText', control)}
          <Controller
            control={control}
            name="lang"
            render={({ field }) => <WrittenIn id="image" value={field.value} onChange={field.onChange} />}
          />
          <Translation control={control}>
            {text('translation.tooltipText', control)}
            {text('translation.altText', control)}
          </Translation>
          <Toggle control={control} name="visible" label={t('image_visible')} />
        </>
      )}
    </FormFile>
  );
}
