import { IMAGE_CONFIG_DEFAULTS, type ImageConfigWithDefaults } from '@camino/schemas/image-config';
import { settingText, type SettingText } from '@camino/schemas/content-language';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../hooks/use-content';
import { Hint } from './hint';
import { classifyHref } from '@camino/schemas/link-policy';
import { siteOrigin } from '../lib/site-origin';
import classes from './featured-image.module.css';

/**
 * The featured image: opens its destination in a new tab, at most 400 px high, with the
 * configured tooltip and alt text; nothing when hidden. Its box has a fixed height, so the page
 * does not jump when the picture arrives. Tooltip and alt text left at their defaults are the
 * reader's own words, in the UI language; an admin's own text is shown in the UI language when
 * the admin gave a translation, else as written, marked with the language it is written in.
 */
export function FeaturedImage({ config }: { config: ImageConfigWithDefaults }) {
  const { t } = useTranslation();
  const ui = useUiLanguage();
  if (!config.visible || !config.imageUrl) return null;
  const words = (field: 'tooltipText' | 'altText', ownWords: string): SettingText =>
    config[field] === IMAGE_CONFIG_DEFAULTS[field]
      ? { text: ownWords, lang: undefined }
      : settingText(config, field, ui);
  const tooltip = words('tooltipText', t('featuredImageTooltip'));
  const alt = words('altText', t('featuredImageAlt'));
  // The image sits inside the hint's element: its own lang keeps the hint's from applying to it.
  const image = (
    <img
      src={config.imageUrl}
      alt={alt.text}
      lang={alt.lang ?? (tooltip.lang ? ui : undefined)}
      className={classes.image}
    />
  );
  const link = classifyHref(config.clickUrl, siteOrigin()) ? config.clickUrl : null;
  return (
    <figure className={classes.figure} data-testid="featured-image">
      {link ? (
        <Hint label={tooltip.text ?? ''} lang={tooltip.lang} placement="inside" className={classes.hintBox}>
          <a href={link} target="_blank" rel="noopener noreferrer" className={classes.link}>
            {image}
          </a>
        </Hint>
      ) : (
        image
      )}
    </figure>
  );
}
