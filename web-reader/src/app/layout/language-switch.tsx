import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@camino/schemas/languages';
import { setLanguage } from '../../lib/i18n';

const OPTIONS: { value: Language; short: string; name: string }[] = [
  { value: 'en', short: 'EN', name: 'English' },
  { value: 'es', short: 'ES', name: 'Español' },
];

/** English/Spanish switch; remembered, and `<html lang>` follows. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language === 'es' ? 'es' : 'en';
  return (
    <Group gap={2} role="group" aria-label={t('language')} wrap="nowrap">
      {OPTIONS.map((option) => (
        <Button
          key={option.value}
          size="compact-sm"
          variant={current === option.value ? 'filled' : 'subtle'}
          color={current === option.value ? undefined : 'gray'}
          aria-pressed={current === option.value}
          aria-label={option.name}
          lang={option.value}
          data-testid={`language-${option.value}`}
          onClick={() => setLanguage(option.value)}
        >
          {option.short}
        </Button>
      ))}
    </Group>
  );
}
