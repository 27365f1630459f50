import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../components/icons';
import { Hint } from '../../components/hint';

/** Light/dark switch; the choice is kept as `darkMode` (see color-scheme-manager.ts). */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const dark = computed === 'dark';
  const label = dark ? t('lightMode') : t('darkMode');
  return (
    <Hint label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        aria-pressed={dark}
        data-testid="color-scheme-toggle"
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      >
        {dark ? <SunIcon /> : <MoonIcon />}
      </ActionIcon>
    </Hint>
  );
}
