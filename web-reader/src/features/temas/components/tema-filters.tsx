import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/icons';
import { ALL_LETTERS } from '../utils/filter-temas';

interface TemaFiltersProps {
  letters: string[];
  search: string;
  letter: string;
  onSearch: (value: string) => void;
  onLetter: (value: string) => void;
}

/** The search box and the first-letter filter: 'All' plus each initial present (SPEC.md §2). */
export function TemaFilters({ letters, search, letter, onSearch, onLetter }: TemaFiltersProps) {
  const { t } = useTranslation();
  const options = [
    { value: ALL_LETTERS, label: t('letterAll') },
    ...letters.map((l) => ({ value: l, label: l })),
  ];
  return (
    <>
      <TextInput
        maw={420}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        label={t('temasSearchLabel')}
        placeholder={t('temasSearchPlaceholder')}
        leftSection={<SearchIcon size={16} />}
        autoComplete="off"
        data-testid="temas-search"
      />
      <Group gap={6} role="group" aria-label={t('letterFilterLabel')} data-testid="letter-filter">
        {options.map((option) => (
          <Button
            key={option.value || 'all'}
            size="compact-sm"
            miw={36}
            variant={letter === option.value ? 'filled' : 'default'}
            aria-pressed={letter === option.value}
            onClick={() => onLetter(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </Group>
    </>
  );
}
