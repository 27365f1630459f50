import { IMAGE_CONFIG_DEFAULTS, type ImageConfig } from '@camino/schemas/image-config';
import type { Language } from '@camino/schemas/languages';
import { jsonFileText } from '../../../../shared/json-file';

/** image.json as the desktop's form holds it. */
export interface ImageValues {
  imageUrl: string;
  clickUrl: string;
  tooltipText: string;
  altText: string;
  visible: boolean;
  /** The texts' language (SETTING_LANG); undefined: both, unmarked. */
  lang: Language | undefined;
  /** The texts in the other language, kept while both is chosen so a slip loses nothing. */
  translation: { tooltipText: string; altText: string };
}

/** The form's values from image.json, or null when the file is not shaped for the form. */
export function parseImage(text: string): ImageValues | null {
  try {
    const d = JSON.parse(text) as Partial<ImageConfig>;
    if (typeof d.imageUrl !== 'string' || typeof d.clickUrl !== 'string') return null;
    return {
      imageUrl: d.imageUrl,
      clickUrl: d.clickUrl,
      tooltipText: typeof d.tooltipText === 'string' ? d.tooltipText : IMAGE_CONFIG_DEFAULTS.tooltipText,
      altText: typeof d.altText === 'string' ? d.altText : IMAGE_CONFIG_DEFAULTS.altText,
      visible: typeof d.visible === 'boolean' ? d.visible : IMAGE_CONFIG_DEFAULTS.visible,
      lang: d.lang === 'en' || d.lang === 'es' ? d.lang : undefined,
      translation: {
        tooltipText: d.translation?.tooltipText ?? '',
        altText: d.translation?.altText ?? '',
      },
    };
  } catch {
    return null;
  }
}

/** image.json as the server takes it: a translation only under a language, with its written texts. */
export function imageFile({ lang, translation, ...texts }: ImageValues): string {
  const written = Object.fromEntries(Object.entries(translation).filter(([, text]) => text.trim()));
  return jsonFileText({
    ...texts,
    ...(lang ? { lang } : {}),
    ...(lang && Object.keys(written).length > 0 ? { translation: written } : {}),
  });
}
