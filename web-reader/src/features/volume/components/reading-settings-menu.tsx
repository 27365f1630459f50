import { ActionIcon, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../../components/hint';
import { useReadingSettings } from '../hooks/use-reading-settings';
import {
  READING_FONT_SIZE,
  READING_SIZES,
  READING_THEMES,
  type ReadingSize,
  type ReadingTheme,
} from '../utils/reading-settings';
import classes from './reading.module.css';

const SIZE_LABEL: Record<ReadingSize, string> = {
  sm: 'readingSizeSm',
  md: 'readingSizeMd',
  lg: 'readingSizeLg',
  xl: 'readingSizeXl',
};
const THEME_LABEL: Record<ReadingTheme, string> = {
  auto: 'readingThemeAuto',
  light: 'readingThemeLight',
  sepia: 'readingThemeSepia',
  dark: 'readingThemeDark',
};

/** "Aa": the text-settings button's icon (decorative; the button has its own label). */
function TextSettingsIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 19 8 5l5 14M4.8 14h6.4M15 12.5c.6-1 1.6-1.5 2.8-1.5 1.9 0 3.2 1.1 3.2 3.1V19m0-3.2c-.9-.6-2-.8-3-.8-1.7 0-3 .8-3 2s1 2 2.5 2c1.6 0 3.5-1.1 3.5-3.2" />
    </svg>
  );
}

/**
 * The reading settings (text size and the text's colours) in a small dialog beside the chapter:
 * each choice is a pressed/unpressed button, stored on this device at once (hooks/
 * use-reading-settings). Escape or a click outside closes it; focus returns to its button.
 */
export function ReadingSettingsMenu() {
  const { t } = useTranslation();
  const [settings, update] = useReadingSettings();
  const sizeId = useId();
  const themeId = useId();
  return (
    <Hint label={t('readingSettings')} align="end">
      <Popover position="bottom-end" withArrow shadow="md" trapFocus returnFocus width={280}>
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('readingSettings')}
            data-testid="reading-settings"
          >
            <TextSettingsIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown aria-label={t('readingSettings')} data-testid="reading-settings-panel">
          <Stack gap="sm">
            <div>
              <Text id={sizeId} size="sm" fw={600} mb={4}>
                {t('readingSize')}
              </Text>
              <Group gap={4} role="group" aria-labelledby={sizeId} wrap="nowrap">
                {READING_SIZES.map((size) => (
                  <Button
                    key={size}
                    variant={settings.size === size ? 'filled' : 'default'}
                    size="compact-md"
                    flex={1}
                    aria-pressed={settings.size === size}
                    aria-label={t(SIZE_LABEL[size])}
                    data-testid={`reading-size-${size}`}
                    onClick={() => update({ size })}
                  >
                    <span className={classes.sizeSample} style={{ fontSize: READING_FONT_SIZE[size] }}>
                      A
                    </span>
                  </Button>
                ))}
              </Group>
            </div>
            <div>
              <Text id={themeId} size="sm" fw={600} mb={4}>
                {t('readingTheme')}
              </Text>
              <div className={classes.themes} role="group" aria-labelledby={themeId}>
                {READING_THEMES.map((theme) => (
                  <Button
                    key={theme}
                    variant={settings.theme === theme ? 'filled' : 'default'}
                    size="compact-sm"
                    aria-pressed={settings.theme === theme}
                    data-testid={`reading-theme-${theme}`}
                    onClick={() => update({ theme })}
                  >
                    {t(THEME_LABEL[theme])}
                  </Button>
                ))}
              </div>
            </div>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Hint>
  );
}
