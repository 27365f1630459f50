import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Combobox.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { RemindersResponse } from '@camino/schemas/api/reminders';
import type { ReminderPreferencesBody } from '@camino/schemas/reminder-preferences';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-errors';
import { saveReminders } from '../api/save-reminders';
import { WeekdayPicker, weekdayName } from './weekday-picker';

/** The browser's own time zone: a member who never saved reminders starts with it. */
const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every zone the browser knows, for the picker (the server checks the name again). */
const timeZones = (current: string): string[] => {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
};

/** The form's starting values: what is stored, with the browser's zone until something is saved. */
function draftOf(stored: RemindersResponse): ReminderPreferencesBody {
  const { saved, ...preferences } = stored;
  return saved ? preferences : { ...preferences, time_zone: browserTimeZone() };
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The member's reminders: push and the digest email, each off until switched on, with its time
 * and days on the member's clock (a time zone), and quiet hours in which nothing is sent. One Save
 * for both channels. `pushDevices` is the part about this browser and the devices with push.
 */
export function RemindersForm({
  stored,
  locale,
  onSaved,
  pushDevices,
}: {
  stored: RemindersResponse;
  locale: string;
  onSaved: (saved: RemindersResponse) => void;
  pushDevices: ReactNode;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(stored));
  const [saving, setSaving] = useState(false);
  // `saved`: the confirmation, drawn in the current language; otherwise the refusal's words.
  const [status, setStatus] = useState<{ ok: true } | { ok: false; text: string } | null>(null);
  const zones = useMemo(() => timeZones(draft.time_zone), [draft.time_zone]);
  const change = (next: Partial<ReminderPreferencesBody>) => {
    setStatus(null);
    setDraft((current) => ({ ...current, ...next }));
  };
  const push = (next: Partial<ReminderPreferencesBody['push']>) =>
    change({ push: { ...draft.push, ...next } });
  const email = (next: Partial<ReminderPreferencesBody['email']>) =>
    change({ email: { ...draft.email, ...next } });

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveReminders(draft);
      setStatus({ ok: true });
      onSaved(saved);
    } catch (error) {
      setStatus({ ok: false, text: errorText(error, t, 'meSaveError') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Section title={t('meWhenTitle')} testId="me-when">
        <Select
          label={t('meTimeZone')}
          data={zones}
          value={draft.time_zone}
          onChange={(zone) => zone && change({ time_zone: zone })}
          searchable
          allowDeselect={false}
          maxDropdownHeight={260}
          data-testid="me-time-zone"
        />
        <Checkbox
          label={t('meQuietHours')}
          description={t('meQuietHoursHelp')}
          checked={draft.quiet_hours !== null}
          onChange={(event) =>
            change({ quiet_hours: event.currentTarget.checked ? { start: '22:00', end: '07:00' } : null })
          }
          data-testid="me-quiet"
        />
        {draft.quiet_hours && (
          <Group gap="sm" grow>
            <TextInput
              type="time"
              label={t('meQuietFrom')}
              value={draft.quiet_hours.start}
              onChange={(event) =>
                change({ quiet_hours: { ...draft.quiet_hours!, start: event.currentTarget.value } })
              }
              data-testid="me-quiet-start"
            />
            <TextInput
              type="time"
              label={t('meQuietTo')}
              value={draft.quiet_hours.end}
              onChange={(event) =>
                change({ quiet_hours: { ...draft.quiet_hours!, end: event.currentTarget.value } })
              }
              data-testid="me-quiet-end"
            />
          </Group>
        )}
      </Section>

      <Section title={t('mePushTitle')} testId="me-push">
        <Switch
          label={t('mePushEnabled')}
          description={t('mePushHelp')}
          checked={draft.push.enabled}
          onChange={(event) => push({ enabled: event.currentTarget.checked })}
          data-testid="me-push-enabled"
        />
        {draft.push.enabled && (
          <>
            <TextInput
              type="time"
              label={t('meTime')}
              value={draft.push.time}
              onChange={(event) => push({ time: event.currentTarget.value })}
              maw={180}
              data-testid="me-push-time"
            />
            <WeekdayPicker
              label={t('meDays')}
              locale={locale}
              value={draft.push.days}
              onChange={(days) => push({ days })}
              testId="me-push-days"
            />
          </>
        )}
        {pushDevices}
      </Section>

      <Section title={t('meEmailTitle')} testId="me-email">
        <Switch
          label={t('meEmailEnabled')}
          description={t('meEmailHelp')}
          checked={draft.email.enabled}
          onChange={(event) => email({ enabled: event.currentTarget.checked })}
          data-testid="me-email-enabled"
        />
        {draft.email.enabled && (
          <>
            <SegmentedControl
              value={draft.email.frequency}
              onChange={(frequency) => email({ frequency: frequency === 'weekly' ? 'weekly' : 'daily' })}
              data={[
                { value: 'daily', label: t('meDaily') },
                { value: 'weekly', label: t('meWeekly') },
              ]}
              maw={280}
              data-testid="me-email-frequency"
            />
            <TextInput
              type="time"
              label={t('meTime')}
              value={draft.email.time}
              onChange={(event) => email({ time: event.currentTarget.value })}
              maw={180}
              data-testid="me-email-time"
            />
            {draft.email.frequency === 'daily' ? (
              <WeekdayPicker
                label={t('meDays')}
                locale={locale}
                value={draft.email.days}
                onChange={(days) => email({ days })}
                testId="me-email-days"
              />
            ) : (
              <Select
                label={t('meWeeklyDay')}
                data={[1, 2, 3, 4, 5, 6, 7].map((day) => ({
                  value: String(day),
                  label: weekdayName(day, locale, 'long'),
                }))}
                value={String(draft.email.weekly_day)}
                onChange={(day) => day && email({ weekly_day: Number(day) })}
                allowDeselect={false}
                maw={240}
                data-testid="me-email-weekly-day"
              />
            )}
          </>
        )}
      </Section>

      <Group gap="sm">
        <Button onClick={() => void save()} loading={saving} data-testid="me-save">
          {t('meSave')}
        </Button>
        {status?.ok && (
          <Text size="sm" fw={600} role="status" data-testid="me-status">
            {t('meSaved')}
          </Text>
        )}
      </Group>
      {status?.ok === false && (
        <Alert color="red" variant="light" role="alert" data-testid="me-error">
          {status.text}
        </Alert>
      )}
    </Stack>
  );
}
