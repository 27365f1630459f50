import { Fieldset, SegmentedControl, Stack, Text } from '@mantine/core';
import { LANGUAGES, type Language } from '@camino/schemas/languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The control's value for texts written in both languages (no `lang`). */
const BOTH = 'both';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * Which language a setting's texts are written in (SETTING_LANG in the schemas): the reader marks
 * them with it, and with one chosen the admin may add the other language's version.
 */
export function WrittenIn({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Language | undefined;
  onChange: (lang: Language | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`${id}-lang-label`}>
        {t('newsLanguage')}
      </Text>
      <SegmentedControl
        aria-labelledby={`${id}-lang-label`}
        aria-describedby={`${id}-lang-help`}
        value={value ?? BOTH}
        onChange={(choice) => onChange(isLanguage(choice) ? choice : undefined)}
        data={[
          { value: BOTH, label: t('newsLanguageBoth') },
          { value: 'en', label: t('newsLanguageEnglish') },
          { value: 'es', label: t('newsLanguageSpanish') },
        ]}
      />
      <Text size="xs" c="dimmed" id={`${id}-lang-help`}>
        {t('newsLanguageHelp')}
      </Text>
    </Stack>
  );
}

/** The fields of the texts' other-language version, shown once their own language is chosen. */
export function TranslationFields({ from, children }: { from: Language | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  if (!from) return null;
  const to: Language = from === 'es' ? 'en' : 'es';
  return (
    <Fieldset legend={t(to === 'en' ? 'translationInEnglish' : 'translationInSpanish')}>
      {/* Typed in the other language: spelling and screen readers follow it. */}
      <Stack gap="xs" lang={to}>
        {children}
      </Stack>
    </Fieldset>
  );
}
