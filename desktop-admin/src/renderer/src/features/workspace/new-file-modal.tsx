import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedText } from '@camino/schemas/messages/render-problem';
import type { NewFileKind, NewFileRequest } from '../../../../shared/workspace-edit-types';
import { api } from '../../lib/api';
import { useWorkspace } from '../../app/workspace-context';

const KINDS: NewFileKind[] = ['playlist', 'main', 'optional', 'tema', 'gospel'];

/**
 * New file from the template of its kind. The admin picks the kind and the numbers or name;
 * main builds the path from the shared naming rules and refuses a name that breaks them (the
 * problem is shown under its field) or a file that exists.
 */
export function NewFileModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { adopt, open } = useWorkspace();
  const [kind, setKind] = useState<NewFileKind>('main');
  const [volume, setVolume] = useState<number | string>(1);
  const [index, setIndex] = useState<number | string>(1);
  const [name, setName] = useState('');
  const [month, setMonth] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const create = async () => {
    const request: NewFileRequest = { kind };
    if (kind !== 'tema' && kind !== 'gospel') request.volume = Number(volume);
    if (kind === 'main' || kind === 'optional') request.index = Number(index);
    if (kind === 'tema') request.name = name;
    if (kind === 'gospel') request.month = month;
    setBusy(true);
    const result = await api.workspace.newFile(request);
    setBusy(false);
    if (!result.ok) {
      setErrors(
        Object.fromEntries(
          result.problems.map((p) => [p.pointer || 'root', localizedText(p, i18n.language)]),
        ),
      );
      return;
    }
    setErrors({});
    adopt(result.value.snapshot);
    open(result.value.path);
    onClose();
  };

  const numbered = kind === 'playlist' || kind === 'main' || kind === 'optional';
  return (
    <Modal opened={opened} onClose={onClose} title={t('newFileTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('newFileKind')}
            data={KINDS.map((k) => ({ value: k, label: t(`newFileKind_${k}`) }))}
            value={kind}
            onChange={(value) => value && setKind(value as NewFileKind)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          {numbered && (
            <NumberInput
              label={t('volume')}
              min={1}
              value={volume}
              onChange={setVolume}
              error={errors['/volume']}
            />
          )}
          {(kind === 'main' || kind === 'optional') && (
            <NumberInput
              label={t('chapter')}
              min={1}
              value={index}
              onChange={setIndex}
              error={errors['/index']}
            />
          )}
          {kind === 'tema' && (
            <TextInput
              label={t('newFileName')}
              description={t('newFileNameHint')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors['/name']}
            />
          )}
          {kind === 'gospel' && (
            <TextInput
              label={t('newFileMonth')}
              placeholder="2031-07"
              value={month}
              onChange={(e) => setMonth(e.currentTarget.value)}
              error={errors['/month']}
            />
          )}
          <Text size="xs" c="dimmed">
            {t('newFileHint')}
          </Text>
          {(errors.root || errors['/kind']) && (
            <Alert color="red" py={6} data-testid="new-file-error">
              {errors.root ?? errors['/kind']}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
