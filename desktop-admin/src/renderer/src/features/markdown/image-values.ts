import type { ImageConfig } from '@camino/schemas/image-config';
import { toFormValues, toRequestBody, type ImageFormValues } from '@camino/schemas/image-form';
import { jsonFileText } from '../../../../shared/json-file';

/** image.json as the desktop's form holds it: the web panel's form values. */
export type ImageValues = ImageFormValues;

/** The form's values from image.json, or null when the file is not shaped for the form. */
export function parseImage(text: string): ImageValues | null {
  try {
    const data = JSON.parse(text) as Partial<ImageConfig> | null;
    if (typeof data?.imageUrl !== 'string' || typeof data.clickUrl !== 'string') return null;
    return toFormValues(data as ImageConfig);
  } catch {
    return null;
  }
}

/** image.json's text: what the web panel would send for the same values. */
export const imageFile = (values: ImageValues): string => jsonFileText(toRequestBody(values));
