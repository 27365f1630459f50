import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/icons';
import type { VolumeSummary } from '@camino/schemas/api/volumes';
import { useChapterSearch } from '../hooks/use-chapter-search';

/** "Go to a chapter" box: Volume-Index (11-5); Enter or the button searches. */
export function ChapterSearch({
  isAuthenticated,
  volumes,
}: {
  isAuthenticated: boolean;
  volumes?: VolumeSummary[];
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const { search, searching, error } = useChapterSearch({ isAuthenticated, volumes });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void search(value);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="chapter-search-title">
      <Title order={2} size="h4" id="chapter-search-title" mb={4}>
        {t('searchTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('searchHelp')}
      </Text>
      <form onSubmit={onSubmit} noValidate role="search">
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchLabel')}
            inputMode="numeric"
            autoComplete="off"
            error={error ? t(error.key, error.params) : undefined}
            errorProps={{ role: 'alert', 'data-testid': 'search-error' }}
          />
          <Button type="submit" loading={searching} leftSection={<SearchIcon size={16} />}>
            {t('searchButton')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
