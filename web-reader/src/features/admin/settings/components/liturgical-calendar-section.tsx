import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Group, Loader, Radio, Skeleton, Stack, Text } from '@mantine/core';
import type { LiturgicalCalendarId } from '@camino/schemas/liturgy/liturgical-calendars';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import { useDryRunFlow } from '@camino/admin-ui/hooks/use-dry-run-flow';
import { CALENDAR_NAME_KEYS } from '../../../../lib/liturgical-calendar-names';
import { saveLiturgicalCalendar, useLiturgicalCalendar } from '../api/liturgical-calendar';
import { AdminSection } from '../../components/admin-section';
import { SettingOutcome } from './setting-outcome';

const TEST_ID = 'liturgical-calendar';

/**
 * The calendar Today follows: a choice shows its dry run and is stored on Publish (a revision
 * with its audit row); Cancel puts the choice back.
 */
export function LiturgicalCalendarSection() {
  const { t } = useTranslation();
  const { data, error, mutate } = useLiturgicalCalendar();
  const flow = useDryRunFlow({
    check: async (calendar: LiturgicalCalendarId): Promise<readonly Change[]> =>
      (await saveLiturgicalCalendar(calendar, true)).changes ?? [],
    publish: async (calendar: LiturgicalCalendarId) => {
      const result = await saveLiturgicalCalendar(calendar);
      await mutate(result, { revalidate: false });
      return t('adminSettingsCalendarSaved', { calendar: t(CALENDAR_NAME_KEYS[result.calendar]) });
    },
  });
  const { step, review, busy } = flow;
  const pending =
    step.kind === 'checking' || step.kind === 'review' || step.kind === 'publishing' ? step.value : null;
  const feedback =
    step.kind === 'failed'
      ? { ok: false, text: adminErrorMessage(step.error, t, 'adminSettingsCalendarError') }
      : step.kind === 'done' && step.result
        ? { ok: true, text: step.result }
        : null;

  return (
    <AdminSection titleId="settings-calendar-title" title={t('adminSettingsCalendarTitle')}>
      {error && !data ? (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm" mb="xs">
            {adminErrorMessage(error, t, 'adminSettingsLoadError')}
          </Text>
          <Button size="xs" variant="default" onClick={() => void mutate()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <Skeleton height={120} aria-label={t('loading')} />
      ) : (
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Radio.Group
              label={t('adminSettingsCalendarLabel')}
              description={t('adminSettingsCalendarHelp')}
              value={pending ?? data.calendar}
              onChange={(value) => flow.check(value as LiturgicalCalendarId)}
              data-testid={TEST_ID}
            >
              <Stack gap={6} mt="xs">
                {data.calendars.map((calendar) => (
                  <Radio
                    key={calendar}
                    value={calendar}
                    label={t(CALENDAR_NAME_KEYS[calendar])}
                    disabled={pending !== null}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {busy && <Loader size="xs" mt={4} aria-label={t('adminSettingsSaving')} />}
          </Group>
          <SettingOutcome
            id={TEST_ID}
            review={review}
            busy={busy}
            onConfirm={() => flow.confirm()}
            onCancel={flow.cancel}
            feedback={feedback}
          />
        </Stack>
      )}
    </AdminSection>
  );
}
