import type { ImageConfigWithDefaults } from '@camino/schemas/image-config';
import { Hint } from './hint';
import { classifyHref } from '@camino/schemas/link-policy';
import { siteOrigin } from '../lib/site-origin';
import classes from './featured-image.module.css';

/**
 * The featured image: opens its destination in a new tab, at most 400 px high, with the
 * configured tooltip and alt text; nothing when hidden. Its box has a fixed height, so the page
 * does not jump when the picture arrives.
 */
export function FeaturedImage({ config }: { config: ImageConfigWithDefaults }) {
  if (!config.visible || !config.imageUrl) return null;
  const image = <img src={config.imageUrl} alt={config.altText} className={classes.image} />;
  const link = classifyHref(config.clickUrl, siteOrigin()) ? config.clickUrl : null;
  return (
    <figure className={classes.figure} data-testid="featured-image">
      {link ? (
        <Hint label={config.tooltipText} placement="inside" className={classes.hintBox}>
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
