import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Fieldset, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Language } from '@camino/schemas/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** "Both" leaves a setting's texts unmarked: news are often written in both languages at once. */
const BOTH = 'both';

/** The other of the two languages: the one a translation is written in. */
export const otherLanguage = (lang: Language): Language => (lang === 'en' ? 'es' : 'en');

/**
 * Which language a setting's texts are written in (SETTING_LANG): screen readers pronounce them
 * in it, and with one chosen the admin may add the other language's version (`TranslationFields`).
 */
export function WrittenIn({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: Language | undefined;
  disabled?: boolean;
  onChange: (lang: Language | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`${id}-lang-label`}>
        {t('adminNewsLanguageLabel')}
      </Text>
      <SegmentedControl
        fullWidth
        aria-labelledby={`${id}-lang-label`}
        aria-describedby={`${id}-lang-help`}
        value={value ?? BOTH}
        disabled={disabled}
        onChange={(lang) => onChange(lang === 'en' || lang === 'es' ? lang : undefined)}
        data={[
          { value: BOTH, label: t('adminNewsLanguageBoth') },
          { value: 'en', label: t('adminNewsLanguageEnglish') },
          { value: 'es', label: t('adminNewsLanguageSpanish') },
        ]}
      />
      <Text size="xs" c="dimmed" id={`${id}-lang-help`}>
        {t('adminNewsLanguageHelp')}
      </Text>
    </Stack>
  );
}

/**
 * The fields of a setting's `translation`, under a legend naming the language they are in; shown
 * only once the texts' own language is chosen (a translation translates from it).
 */
export function TranslationFields({ from, children }: { from: Language | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  if (!from) return null;
  const to = otherLanguage(from);
  return (
    <Fieldset
      legend={t(to === 'en' ? 'adminTranslationLegendEn' : 'adminTranslationLegendEs')}
      variant="filled"
    >
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {t(to === 'en' ? 'adminTranslationHelpEn' : 'adminTranslationHelpEs')}
        </Text>
        {/* The browser's spelling check and a screen reader follow the fields' language. */}
        <Stack gap="xs" lang={to}>
          {children}
        </Stack>
      </Stack>
    </Fieldset>
  );
}
