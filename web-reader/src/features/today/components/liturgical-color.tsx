import type { Celebration } from '@camino/schemas/api/today';
import { Group, Text } from '@mantine/core';
import classes from './today-page.module.css';

type Color = Celebration['colors'][number];

/**
 * The day's colours, each a swatch with its name written next to it: the colour is never the only
 * way the page says it (a reader who cannot tell purple from blue, or a screen reader, gets the word).
 */
export function LiturgicalColors({ colors, none }: { colors: readonly Color[]; none: string }) {
  if (colors.length === 0) return <Text span>{none}</Text>;
  return (
    <Group gap="xs" component="span" wrap="wrap">
      {colors.map((color) => (
        <span
          key={color.code}
          className={classes.colorChip}
          data-testid="today-color"
          data-color={color.code}
        >
          <span className={classes.swatch} data-color={color.code} aria-hidden="true" />
          {color.name}
        </span>
      ))}
    </Group>
  );
}
