import '@mantine/core/styles/Chip.css';
import { Chip, Group, Input } from '@mantine/core';
import { useId } from 'react';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The short name of ISO weekday `day` (1 Monday … 7 Sunday) in `locale`: 1 January 2024 was a Monday. */
export const weekdayName = (day: number, locale: string, width: 'short' | 'long' = 'short'): string =>
  new Date(Date.UTC(2024, 0, day)).toLocaleDateString(locale, { weekday: width, timeZone: 'UTC' });

/** The days of the week a reminder comes on, as chips in the UI language's names. */
export function WeekdayPicker({
  label,
  locale,
  value,
  onChange,
  testId,
}: {
  label: string;
  locale: string;
  value: number[];
  onChange: (days: number[]) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" id={id}>
      <Chip.Group multiple value={value.map(String)} onChange={(days) => onChange(days.map(Number).sort())}>
        <Group gap={6} mt={4} role="group" aria-labelledby={`${id}-label`} data-testid={testId}>
          {WEEKDAYS.map((day) => (
            <Chip key={day} value={String(day)} size="xs" aria-label={weekdayName(day, locale, 'long')}>
              {weekdayName(day, locale)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}
