import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Button, Group, Loader, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage } from '@camino/admin-ui/lib/admin-error-message';
import type { AdminTema } from '@camino/schemas/api/admin-content';
import { setTemaVisibility } from '../api/temas';
import { useDryRunFlow } from '@camino/admin-ui/hooks/use-dry-run-flow';
import { SaveReview } from '@camino/admin-ui/components/save-review';
import { QuickEditButton } from '../../components/quick-edit/quick-edit-button';

interface TemaRowProps {
  tema: AdminTema;
  onChanged: () => Promise<unknown>;
  onDelete: (tema: AdminTema) => void;
}

/**
 * One theme: its title, a visibility switch that shows its dry run first and is saved on Publish
 * (back to where it was on Cancel, or with 'Error actualizando visibilidad' if the server refuses),
 * Edit (the quick editor: read, edit its JSON, dry run, save) and Delete.
 */
export function TemaRow({ tema, onChanged, onDelete }: TemaRowProps) {
  const { t } = useTranslation();
  const visibility = useDryRunFlow({
    check: (visible: boolean) => setTemaVisibility(tema.id, visible, true),
    publish: (visible: boolean) => setTemaVisibility(tema.id, visible),
    after: () => onChanged(),
  });
  const { step, review } = visibility;
  // The position being checked, published or just saved; the stored one otherwise.
  const shown = step.kind === 'idle' || step.kind === 'failed' ? tema.visible : step.value;
  const waiting = step.kind === 'checking' || review !== null;
  const error = step.kind === 'failed' ? adminErrorMessage(step.error, t, 'adminTemasVisibilityError') : null;

  return (
    <li data-testid="admin-tema" data-title={tema.title}>
      <Group justify="space-between" gap="sm" wrap="nowrap" py={6}>
        <div style={{ minWidth: 0 }}>
          <Text fw={500} className="break-anywhere">
            {tema.title}
          </Text>
          <Text size="xs" c="dimmed">
            {shown ? t('adminTemasVisible') : t('adminTemasHidden')}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          {visibility.busy && <Loader size="xs" aria-label={t('adminSettingsSaving')} />}
          <Switch
            checked={shown}
            disabled={waiting}
            onChange={(event) => visibility.check(event.currentTarget.checked)}
            aria-label={t('adminTemasVisibleLabel', { title: tema.title })}
            data-testid="tema-visibility"
          />
          <QuickEditButton
            target={{ kind: 'tema', key: String(tema.id), title: tema.title }}
            label={t('adminQuickEditOpenLabel', { item: tema.title })}
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
      {review && (
        <SaveReview
          id="tema-visibility"
          changes={review.changes ?? []}
          busy={step.kind === 'publishing'}
          onConfirm={() => visibility.confirm()}
          onCancel={visibility.cancel}
        />
      )}
      {error && (
        <Text size="sm" className="text-error" role="alert" data-testid="tema-visibility-error">
          {error}
        </Text>
      )}
    </li>
  );
}
