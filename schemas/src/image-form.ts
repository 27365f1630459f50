import { withImageDefaults, type ImageConfig } from './image-config';
import type { Language } from './languages';

// The featured image as its editors hold it (the web panel's form and the desktop's image.json
// form), and the body both send: one rule for what is left to the server's defaults and when a
// translation goes.

/** An editor's values: every text as typed. */
export interface ImageFormValues {
  imageUrl: string;
  clickUrl: string;
  tooltipText: string;
  altText: string;
  visible: boolean;
  /** The language tooltip and alt text are written in; undefined: both, unmarked. */
  lang: Language | undefined;
  /** The two texts in the other language, kept while "Both" is chosen so a slip loses nothing. */
  translation: { tooltipText: string; altText: string };
}

/** The values an editor starts from: the stored config, its defaults filled in. */
export const toFormValues = (stored: ImageConfig): ImageFormValues => {
  const config = withImageDefaults(stored);
  return {
    imageUrl: config.imageUrl,
    clickUrl: config.clickUrl,
    tooltipText: config.tooltipText,
    altText: config.altText,
    visible: config.visible,
    lang: config.lang,
    translation: {
      tooltipText: config.translation?.tooltipText ?? '',
      altText: config.translation?.altText ?? '',
    },
  };
};

/**
 * The body to save: texts trimmed; a tooltip or alt text left blank is left out, so the server
 * applies its default ('Click to watch playlist', 'Featured Image') rather than storing ''. The
 * translation goes only under a chosen language, with the texts written in it.
 */
export function toRequestBody(values: ImageFormValues): ImageConfig {
  const tooltipText = values.tooltipText.trim();
  const altText = values.altText.trim();
  const translation = Object.fromEntries(
    Object.entries(values.translation)
      .map(([field, text]) => [field, text.trim()])
      .filter(([, text]) => text),
  ) as ImageConfig['translation'];
  return {
    imageUrl: values.imageUrl.trim(),
    clickUrl: values.clickUrl.trim(),
    ...(tooltipText ? { tooltipText } : {}),
    ...(altText ? { altText } : {}),
    visible: values.visible,
    ...(values.lang ? { lang: values.lang } : {}),
    ...(values.lang && Object.keys(translation ?? {}).length > 0 ? { translation } : {}),
  };
}
