import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import classes from './gospel-page.module.css';
import { IconButton } from '../../../components/icon-action';

interface GospelNavProps {
  reference?: string;
  formattedDate: string;
  onPrevious: () => void;
  onNext: () => void;
}

/** The reference with the previous/next-day arrows and the formatted date. */
export function GospelNav({ reference, formattedDate, onPrevious, onNext }: GospelNavProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
      <IconButton label={t('previousDay')} round onClick={onPrevious}>
        <ChevronLeftIcon />
      </IconButton>
      <Stack gap={2} align="center" className={classes.navCenter}>
        {reference && (
          <Text size="sm" tt="uppercase" fw={600} c="dimmed" lts={1}>
            {t('gospelOfTheDay')}
          </Text>
        )}
        <Title order={1} ta="center" className={classes.reference} data-testid="gospel-reference">
          {reference ?? t('gospelOfTheDay')}
        </Title>
        <Text ta="center" data-testid="gospel-date">
          {formattedDate}
        </Text>
      </Stack>
      <IconButton label={t('nextDay')} hintAlign="end" round onClick={onNext}>
        <ChevronRightIcon />
      </IconButton>
    </Group>
  );
}
