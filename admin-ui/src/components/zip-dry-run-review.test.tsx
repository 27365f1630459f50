// Proves the review of ZIP uploads: refused files are named above the changes, Publish waits for
// the admin's choice to publish only the valid files, and a ZIP with no valid file offers nothing
// to publish (not "no changes"), in both languages.
import { act, fireEvent, screen } from '@testing-library/react';
import type { Change } from '@camino/schemas/publishing/field-changes';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../test/i18n';
import { renderAdminUi } from '../test/render';
import { ZipDryRunReview, type ZipCheck } from './zip-dry-run-review';

const CHANGES: Change[] = [{ kind: 'main_file', key: '6/1', status: 'new' }];
const refusedFile = (name: string) => ({
  name,
  errors: [{ pointer: '/dialogue', code: 'required', message: 'is required' }],
});

function draw(checks: ZipCheck[]) {
  const onConfirm = vi.fn();
  renderAdminUi(
    <ZipDryRunReview id="zip" changes={CHANGES} checks={checks} onConfirm={onConfirm} onCancel={() => {}} />,
  );
  return onConfirm;
}

describe('ZipDryRunReview', () => {
  it('publishes a ZIP without refused files at once', () => {
    const onConfirm = draw([{ zip: 'Vol_6_main.zip', files_processed: 1, failed_files: [] }]);
    expect(screen.queryByTestId('zip-refused')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('zip-confirm'));
    expect(onConfirm).toHaveBeenCalledWith({ validOnly: false });
  });

  it('names the refused files and publishes the valid part only once the admin chooses it', () => {
    const onConfirm = draw([
      {
        zip: 'Vol_6_main.zip',
        files_processed: 1,
        failed_files: [refusedFile('6-2.json'), refusedFile('6-3.json')],
      },
    ]);
    const refused = screen.getByTestId('zip-refused');
    expect(refused).toHaveTextContent('2 files were refused and would not be published');
    expect(refused).toHaveTextContent('Vol_6_main.zip: 6-2.json');
    expect(refused).toHaveTextContent('Vol_6_main.zip: 6-3.json');
    expect(screen.getByTestId('zip-confirm')).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Publish the valid files anyway, without the 2 refused ones'));
    fireEvent.click(screen.getByTestId('zip-confirm'));
    expect(onConfirm).toHaveBeenCalledWith({ validOnly: true });
  });

  it('offers nothing to publish when every file was refused, in Spanish too', async () => {
    await act(() => i18n.changeLanguage('es'));
    try {
      draw([{ files_processed: 0, failed_files: [refusedFile('tema.json')] }]);
      expect(screen.getByTestId('zip-refused')).toHaveTextContent(
        '1 archivo fue rechazado y no se publicaría',
      );
      expect(screen.getByTestId('zip-refused')).toHaveTextContent('Nada que publicar');
      expect(screen.queryByText(/Sin cambios|No changes/)).not.toBeInTheDocument();
      expect(screen.getByTestId('zip-confirm')).toBeDisabled();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
