import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Button, Group, Loader, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '../../utils/error-message';
import type { AdminTema } from '@camino/schemas/api/admin-content';
import { setTemaVisibility } from '../api/temas';

interface TemaRowProps {
  tema: AdminTema;
  onChanged: () => Promise<unknown>;
  onDelete: (tema: AdminTema) => void;
}

/**
 * One theme: its title, a visibility switch saved at once (back to where it was, with 'Error
 * actualizando visibilidad', if the server refuses) and Delete.
 */
export function TemaRow({ tema, onChanged, onDelete }: TemaRowProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = async (visible: boolean) => {
    setPending(visible);
    setError(null);
    try {
      await setTemaVisibility(tema.id, visible);
      await onChanged();
    } catch (failure) {
      setError(adminErrorMessage(failure, t, 'adminTemasVisibilityError'));
    } finally {
      setPending(null);
    }
  };

  return (
    <li data-testid="admin-tema" data-title={tema.title}>
      <Group justify="space-between" gap="sm" wrap="nowrap" py={6}>
        <div style={{ minWidth: 0 }}>
          <Text fw={500} className="break-anywhere">
            {tema.title}
          </Text>
          <Text size="xs" c="dimmed">
            {(pending ?? tema.visible) ? t('adminTemasVisible') : t('adminTemasHidden')}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          {pending !== null && <Loader size="xs" aria-label={t('adminSettingsSaving')} />}
          <Switch
            checked={pending ?? tema.visible}
            disabled={pending !== null}
            onChange={(event) => void change(event.currentTarget.checked)}
            aria-label={t('adminTemasVisibleLabel', { title: tema.title })}
            data-testid="tema-visibility"
          />
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => onDelete(tema)}
            aria-label={t('adminTemasDeleteLabel', { title: tema.title })}
          >
            {t('adminTemasDelete')}
          </Button>
        </Group>
      </Group>
      {error && (
        <Text size="sm" className="text-error" role="alert" data-testid="tema-visibility-error">
          {error}
        </Text>
      )}
    </li>
  );
}
