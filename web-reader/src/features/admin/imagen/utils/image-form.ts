import type { ImageConfig, ImageConfigWithDefaults } from '@camino/schemas/image-config';

/** The form's values: every text as typed. */
export interface ImageFormValues {
  imageUrl: string;
  clickUrl: string;
  tooltipText: string;
  altText: string;
  visible: boolean;
}

export const toFormValues = (config: ImageConfigWithDefaults): ImageFormValues => ({
  imageUrl: config.imageUrl,
  clickUrl: config.clickUrl,
  tooltipText: config.tooltipText,
  altText: config.altText,
  visible: config.visible,
});

/** SPEC.md §5: both URLs are required and non-empty. The fields that break the rule. */
export function missingUrls(values: ImageFormValues): Array<'imageUrl' | 'clickUrl'> {
  return (['imageUrl', 'clickUrl'] as const).filter((field) => !values[field].trim());
}

/**
 * The body to save: texts trimmed; a tooltip or alt text left blank is left out, so the server
 * applies its default ('Click to watch playlist', 'Featured Image') rather than storing ''.
 */
export function toRequestBody(values: ImageFormValues): ImageConfig {
  const tooltipText = values.tooltipText.trim();
  const altText = values.altText.trim();
  return {
    imageUrl: values.imageUrl.trim(),
    clickUrl: values.clickUrl.trim(),
    ...(tooltipText ? { tooltipText } : {}),
    ...(altText ? { altText } : {}),
    visible: values.visible,
  };
}
