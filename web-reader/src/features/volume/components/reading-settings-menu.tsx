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
import { TextSettingsIcon } from '../../../components/icons';

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
