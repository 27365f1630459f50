import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Hint } from './hint';
import { MoonIcon, SunIcon } from './icons';

/**
 * Light/dark switch; the choice is kept as `darkMode` (see app/color-scheme-manager.ts). The site
 * header has one; a page that offers its own (the volume page) passes another test id.
 *
 * Pre-rendered pages are the same markup in both schemes (the server cannot know the scheme):
 * both icons are drawn and CSS shows the one for the scheme public/boot.js applied, while the
 * label and pressed state follow the scheme once the page has hydrated.
 */
export function ColorSchemeToggle({
  testId = 'color-scheme-toggle',
  hintAlign,
}: {
  testId?: string;
  hintAlign?: 'center' | 'end';
}) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const dark = computed === 'dark';
  const label = dark ? t('lightMode') : t('darkMode');
  return (
    <Hint label={label} align={hintAlign}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        aria-pressed={dark}
        data-testid={testId}
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      >
        <Box component="span" lh={0} lightHidden>
          <SunIcon />
        </Box>
        <Box component="span" lh={0} darkHidden>
          <MoonIcon />
        </Box>
      </ActionIcon>
    </Hint>
  );
}
