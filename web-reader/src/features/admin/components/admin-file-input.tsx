import { FileInput, type FileInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// A FileInput's placeholder is a real text element (not an input's placeholder, which axe skips),
// so it needs the contrast of secondary text: the theme's placeholder grey is too light (WCAG AA).
const STYLES = { placeholder: { color: 'var(--mantine-color-dimmed)' } } as const;

/**
 * The file picker of every admin upload: clearable with a named clear button, a readable
 * placeholder, and room to grow beside its Upload button (wrapping under it on a phone).
 */
export function AdminFileInput<Multiple extends boolean = false>(props: FileInputProps<Multiple>) {
  const { t } = useTranslation();
  return (
    <FileInput<Multiple>
      clearable
      style={{ flex: '1 1 16rem', minWidth: 0 }}
      styles={STYLES}
      clearButtonProps={{ 'aria-label': t('adminClearFile') }}
      {...props}
    />
  );
}
