import type { ImageFormValues } from '@camino/schemas/image-form';

export { toFormValues, toRequestBody, type ImageFormValues } from '@camino/schemas/image-form';

/** SPEC.md §5: both URLs are required and non-empty. The fields that break the rule. */
export function missingUrls(values: ImageFormValues): Array<'imageUrl' | 'clickUrl'> {
  return (['imageUrl', 'clickUrl'] as const).filter((field) => !values[field].trim());
}
