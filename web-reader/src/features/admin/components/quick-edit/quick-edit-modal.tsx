import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kindLabelKey } from '@camino/admin-ui/lib/labels';
import { ChangeList } from '@camino/admin-ui/components/change-list';
import { DryRunReview } from '@camino/admin-ui/components/dry-run-review';
import { EditCheck, SaveFailure } from '../edit-check';
import { LoadState } from '../load-state';
import { ItemPreview } from './item-preview';
import classes from './quick-edit.module.css';
import { targetName, type QuickEditTarget } from './targets';
import { useQuickEdit } from './use-quick-edit';

// CodeMirror is the heaviest part of this screen: it comes only when Edit is first chosen.
const CodeEditor = lazy(() => import('./code-editor'));

type View = 'preview' | 'edit' | 'changes';

/**
 * The quick editor: a stored item read as readers see it, its JSON edited in place
 * with the server's own validation as one types, the change from the stored item field by field,
 * and Save: the dry run first, then Publish stores it as one revision.
 */
export default function QuickEditModal({
  target,
  onClose,
}: {
  target: QuickEditTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const edit = useQuickEdit(target);
  const [view, setView] = useState<View>('preview');
  const { checked, step, review, busy } = edit;
  const problems = checked?.problems ?? [];
  const unchanged = checked?.change?.status === 'unchanged';
  const kindKey = kindLabelKey(target.kind);

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      size="min(72rem, 100%)"
      title={t('adminQuickEditTitle', {
        item: `${kindKey ? t(kindKey) : target.kind} ${targetName(target)}`,
      })}
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="quick-edit"
    >
      <LoadState result={edit.stored} errorKey="adminQuickEditLoadError" skeleton={[36, 240]}>
        {() => (
          <Stack gap="md">
            <SegmentedControl
              aria-label={t('adminQuickEditView')}
              value={view}
              onChange={(value) => setView(value as View)}
              data={[
                { value: 'preview', label: t('adminQuickEditPreview') },
                { value: 'edit', label: t('adminQuickEditEdit') },
                { value: 'changes', label: t('adminQuickEditChanges') },
              ]}
              data-testid="quick-edit-view"
            />
            {view === 'edit' && (
              <Suspense fallback={<Loader aria-label={t('adminQuickEditLoadingEditor')} />}>
                <CodeEditor
                  value={edit.text}
                  onChange={edit.edit}
                  language={edit.adapter.language}
                  label={t('adminQuickEditEditorLabel')}
                />
              </Suspense>
            )}
            {view === 'preview' && (
              <div className={classes.preview}>
                {problems.length === 0 && checked ? (
                  <ItemPreview target={target} value={checked.value} />
                ) : (
                  <Text c="dimmed">{t('adminQuickEditNoPreview')}</Text>
                )}
              </div>
            )}
            {view === 'changes' &&
              (checked?.change && !unchanged ? (
                <ChangeList
                  changes={[checked.change]}
                  items={[
                    {
                      kind: target.kind,
                      key: targetName(target),
                      before: edit.stored.data,
                      after: checked.value,
                    },
                  ]}
                />
              ) : (
                <Text c="dimmed" data-testid="quick-edit-no-changes">
                  {t('adminQuickEditNoChanges')}
                </Text>
              ))}
            <div aria-live="polite">
              <EditCheck
                problems={problems}
                invalidTitle={t('adminQuickEditInvalid', { count: problems.length })}
                validText={t('adminQuickEditValid')}
                testId="quick-edit"
              />
              {step.kind === 'failed' && (
                <SaveFailure
                  error={step.error}
                  fallbackKey="adminQuickEditSaveError"
                  testId="quick-edit-error"
                />
              )}
              {step.kind === 'done' && (
                <Alert color="teal" role="status" data-testid="quick-edit-saved">
                  {step.result.revision
                    ? t('adminQuickEditSaved', { revision: step.result.revision })
                    : t('adminQuickEditSavedNoRevision')}
                </Alert>
              )}
              {review && (
                <DryRunReview
                  id="quick-edit"
                  changes={review.changes ?? []}
                  busy={step.kind === 'publishing'}
                  onConfirm={edit.publish}
                  onCancel={edit.cancelReview}
                />
              )}
            </div>
            {!review && (
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose} disabled={busy}>
                  {t('close')}
                </Button>
                <Button
                  onClick={edit.check}
                  loading={step.kind === 'checking'}
                  disabled={problems.length > 0 || unchanged}
                  data-testid="quick-edit-save"
                >
                  {t('adminQuickEditSave')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </LoadState>
    </Modal>
  );
}
