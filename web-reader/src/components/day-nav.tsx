import { Button, Group, Kbd, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon, HomeIcon } from './icons';
import { IconButton } from './icon-action';
import classes from './day-nav.module.css';

interface DayNavProps {
  /** The small line above the heading (what the page is), once the day is known. */
  eyebrow?: string;
  heading: string;
  formattedDate: string;
  onPrevious: () => void;
  onNext: () => void;
  /** Test ids of the heading and the date (`gospel-reference`, `gospel-date`). */
  testIds: { heading: string; date: string };
}

/** A day page's heading with the previous/next-day arrows and the formatted date (gospel, Today). */
export function DayNav({ eyebrow, heading, formattedDate, onPrevious, onNext, testIds }: DayNavProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
      <IconButton label={t('previousDay')} round onClick={onPrevious}>
        <ChevronLeftIcon />
      </IconButton>
      <Stack gap={2} align="center" className={classes.navCenter}>
        {eyebrow && (
          <Text size="sm" tt="uppercase" fw={600} c="dimmed" lts={1}>
            {eyebrow}
          </Text>
        )}
        <Title order={1} ta="center" className={classes.heading} data-testid={testIds.heading}>
          {heading}
        </Title>
        <Text ta="center" data-testid={testIds.date}>
          {formattedDate}
        </Text>
      </Stack>
      <IconButton label={t('nextDay')} hintAlign="end" round onClick={onNext}>
        <ChevronRightIcon />
      </IconButton>
    </Group>
  );
}

/** The foot of a day page (Gospel of the Day, Today): the way home and the keyboard's hint. */
export function DayPageFooter() {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Button component={Link} to="/" variant="default" leftSection={<HomeIcon size={16} />}>
        {t('backToHome')}
      </Button>
      <Text size="sm" c="dimmed" data-testid="keyboard-hint" visibleFrom="sm">
        <Kbd>←</Kbd> <Kbd>→</Kbd> {t('keyboardHintDays')} · <Kbd>Esc</Kbd> {t('keyboardHintHome')}
      </Text>
    </Group>
  );
}
