// Proves the confirmation both admin clients ask for before a one-step change (a delete, the
// desktop's publish): Cancel has the focus first, so Enter right away changes nothing; Escape
// cancels, but not while the action runs; the confirm button waits for its dry run.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../test/i18n';
import { renderAdminUi } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderAdminUi(
    <ConfirmDialog
      opened
      title="Publish these changes?"
      testId="publish-confirm"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      <p>Replaces live: About</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title; Cancel has the focus, so Enter cancels', async () => {
    const { onConfirm, onCancel } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Publish these changes?' });
    expect(dialog).toHaveTextContent('Replaces live: About');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    // A button's Enter is its click.
    fireEvent.click(document.activeElement!);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with Publish unless given a label; waits while its dry run is asked for', () => {
    const { onConfirm } = renderDialog({ canConfirm: false });
    const confirm = screen.getByTestId('publish-confirm-confirm');
    expect(confirm).toHaveAccessibleName('Publish');
    expect(confirm).toBeDisabled();
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape cancels', () => {
    const idle = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(idle.onCancel).toHaveBeenCalledOnce();
  });

  it('while the action runs, Escape and Cancel wait', () => {
    const { onCancel } = renderDialog({ busy: true });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('confirms with its own label', () => {
    renderDialog({ confirmLabel: 'Delete' });
    expect(screen.getByTestId('publish-confirm-confirm')).toHaveAccessibleName('Delete');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderDialog();
    expect(screen.getByTestId('publish-confirm-confirm')).toHaveAccessibleName('Publicar');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
