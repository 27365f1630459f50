import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Characters as the server counts them (Unicode code points), red over the limit. */
export const countCharacters = (text: string) => [...text].length;

export function CharCount({ text, max }: { text: string; max: number }) {
  const { t } = useTranslation();
  const count = countCharacters(text);
  return (
    <Text size="xs" c={count > max ? 'red' : 'dimmed'} aria-live="polite" data-testid="char-count">
      {t('characters', { count: count.toLocaleString(), max: max.toLocaleString() })}
    </Text>
  );
}
