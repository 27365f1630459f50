import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { errorText } from '../../../lib/api-errors';
import { addPushDevice, getPushKey } from '../api/add-push-device';
import { usePushDevices } from '../api/get-push-devices';
import { removePushDevice } from '../api/remove-push-device';
import { pushAvailability, subscribeThisDevice } from '../lib/push-device';

/**
 * "Receive reminders on this device" (asks the browser's permission, subscribes with the site's
 * key and sends the subscription), and the member's devices with push, each removable.
 */
export function PushDevices({ token, locale }: { token: string; locale: string }) {
  const { t } = useTranslation();
  const devices = usePushDevices(token);
  const [busy, setBusy] = useState(false);
  // A catalogue key, so the notice follows a change of language; `detail` is the server's own words.
  const [notice, setNotice] = useState<{ ok: boolean; key: string; detail?: string } | null>(() =>
    pushAvailability() === 'unsupported' ? { ok: false, key: 'mePushUnsupported' } : null,
  );
  const [removing, setRemoving] = useState<number | null>(null);

  const enable = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const subscription = await subscribeThisDevice(await getPushKey());
      if (subscription === 'unsupported') setNotice({ ok: false, key: 'mePushUnsupported' });
      else if (subscription === 'denied') setNotice({ ok: false, key: 'mePushDenied' });
      else {
        await addPushDevice(subscription);
        setNotice({ ok: true, key: 'mePushAdded' });
        await devices.mutate();
      }
    } catch (error) {
      setNotice({ ok: false, key: 'mePushFailed', detail: errorText(error, t, 'mePushFailed') });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: number) => {
    setRemoving(id);
    setNotice(null);
    try {
      await removePushDevice(id);
      await devices.mutate();
    } catch (error) {
      setNotice({ ok: false, key: 'mePushRemoveError', detail: errorText(error, t, 'mePushRemoveError') });
    } finally {
      setRemoving(null);
    }
  };

  const formatDate = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });

  return (
    <Stack gap="xs" data-testid="me-devices">
      <Group gap="sm">
        <Button
          variant="light"
          onClick={() => void enable()}
          loading={busy}
          data-testid="me-push-this-device"
        >
          {t('mePushThisDevice')}
        </Button>
      </Group>
      {notice && (
        <Alert
          color={notice.ok ? 'green' : 'red'}
          variant="light"
          role={notice.ok ? 'status' : 'alert'}
          data-testid="me-push-notice"
        >
          {notice.detail ?? t(notice.key)}
        </Alert>
      )}
      <Text fw={600} size="sm" mt="xs">
        {t('meDevicesTitle')}
      </Text>
      {devices.error ? (
        <LoadErrorAlert title={t('meDevicesLoadError')} onRetry={() => void devices.mutate()} />
      ) : !devices.data ? (
        <Skeleton height={36} />
      ) : devices.data.devices.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="me-devices-empty">
          {t('meDevicesEmpty')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {devices.data.devices.map((device) => (
            <Group
              key={device.id}
              component="li"
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              data-testid="me-device"
            >
              <div>
                <Text size="sm">{device.label}</Text>
                <Text size="xs" c="dimmed">
                  {t('meDeviceSince', { date: formatDate(device.created_at) })}
                </Text>
              </div>
              <Button
                size="xs"
                variant="default"
                onClick={() => void remove(device.id)}
                loading={removing === device.id}
                aria-label={t('meDeviceRemoveNamed', { device: device.label })}
              >
                {t('meDeviceRemove')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
