import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/icons';
import type { VolumeSearchError } from '../utils/validate-volume-search';

/** The chapter search inside a volume: a chapter number; Enter or the button searches (SPEC.md §5). */
export function VolumeSearch({
  error,
  onSearch,
}: {
  error: VolumeSearchError | null;
  onSearch: (input: string) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <form onSubmit={onSubmit} noValidate role="search" aria-label={t('volumeSearchLabel')}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          maw={360}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder={t('volumeSearchPlaceholder')}
          aria-label={t('volumeSearchLabel')}
          inputMode="numeric"
          autoComplete="off"
          error={error ? t(error.key, error.params) : undefined}
          errorProps={{ role: 'alert', 'data-testid': 'volume-search-error' }}
        />
        <Button type="submit" variant="light" leftSection={<SearchIcon size={16} />}>
          {t('searchButton')}
        </Button>
      </Group>
    </form>
  );
}
