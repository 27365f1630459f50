import { IMAGE_CONFIG_DEFAULTS, type ImageConfigWithDefaults } from '@camino/schemas/image-config';
import { useTranslation } from 'react-i18next';
import { Hint } from './hint';
import { classifyHref } from '@camino/schemas/link-policy';
import { siteOrigin } from '../lib/site-origin';
import classes from './featured-image.module.css';

/**
 * The featured image: opens its destination in a new tab, at most 400 px high, with the
 * configured tooltip and alt text; nothing when hidden. Its box has a fixed height, so the page
 * does not jump when the picture arrives. Tooltip and alt text left at their defaults are the
 * reader's own words, in the UI language; an admin's own text is shown as written.
 */
export function FeaturedImage({ config }: { config: ImageConfigWithDefaults }) {
  const { t } = useTranslation();
  if (!config.visible || !config.imageUrl) return null;
  const tooltip =
    config.tooltipText === IMAGE_CONFIG_DEFAULTS.tooltipText ? t('featuredImageTooltip') : config.tooltipText;
  const alt = config.altText === IMAGE_CONFIG_DEFAULTS.altText ? t('featuredImageAlt') : config.altText;
  const image = <img src={config.imageUrl} alt={alt} className={classes.image} />;
  const link = classifyHref(config.clickUrl, siteOrigin()) ? config.clickUrl : null;
  return (
    <figure className={classes.figure} data-testid="featured-image">
      {link ? (
        <Hint label={tooltip} placement="inside" className={classes.hintBox}>
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
