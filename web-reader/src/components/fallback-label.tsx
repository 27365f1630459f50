import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../hooks/use-content';
import type { ContentVersion } from '../lib/content-answer';

/**
 * The quiet note beside a content title whose text is not in the UI language because no version
 * in it exists ('Only available in Spanish'). Nothing for text in the UI language. Style props
 * (spacing) go to its text.
 */
export function FallbackLabel({ version, ...props }: { version: ContentVersion | undefined } & TextProps) {
  const { t } = useTranslation();
  const ui = useUiLanguage();
  if (!version?.fallback || version.lang === ui) return null;
  return (
    <Text size="xs" c="dimmed" fs="italic" {...props} data-testid="fallback-label">
      {t(version.lang === 'es' ? 'onlyAvailableInSpanish' : 'onlyAvailableInEnglish')}
    </Text>
  );
}
