import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickEditTarget } from './targets';

// The editor, its validators and CodeMirror load only when an admin opens an item.
const QuickEditModal = lazy(() => import('./quick-edit-modal'));

/** "Edit" beside a stored item: opens it in the quick editor. */
export function QuickEditButton({ target, label }: { target: QuickEditTarget; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        onClick={() => setOpen(true)}
        aria-label={label}
        data-testid="quick-edit-open"
      >
        {t('adminQuickEditOpen')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <QuickEditModal target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
