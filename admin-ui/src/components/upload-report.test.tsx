// Proves the upload report both admin clients show (SPEC.md §9): its counts, the first 5 failed
// files with their problems, then 'and N more', in the UI language.
import { problem } from '@camino/schemas/messages/render-problem';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../test/i18n';
import { renderAdminUi } from '../test/render';
import { UploadReport } from './upload-report';

const failedFiles = Array.from({ length: 7 }, (_, i) => ({
  name: `${i + 1}-1.json`,
  errors: [problem('/info/index', 'required')],
}));

describe('UploadReport', () => {
  it('counts, then the first 5 failed files with their problems and how many more', () => {
    renderAdminUi(<UploadReport volume={3} processed={9} unchanged={2} failedFiles={failedFiles} />);
    expect(screen.getByTestId('report-volume')).toHaveTextContent('Volume: 3');
    expect(screen.getByTestId('report-processed')).toHaveTextContent('Files processed: 9');
    expect(screen.getByTestId('report-unchanged')).toHaveTextContent('Unchanged: 2');
    expect(screen.getByTestId('report-failed')).toHaveTextContent('Files failed: 7');
    const files = within(screen.getByTestId('report-failed-files')).getAllByTestId('problem-list');
    expect(files).toHaveLength(5);
    expect(files[0]).toHaveTextContent('/info/index is required');
    expect(screen.getByTestId('report-more')).toHaveTextContent('and 2 more');
  });

  it('leaves out what the answer does not count, and speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderAdminUi(<UploadReport processed={1} failedFiles={failedFiles.slice(0, 1)} testId="step-report" />);
    expect(screen.getByTestId('step-report')).toBeInTheDocument();
    expect(screen.queryByTestId('report-volume')).not.toBeInTheDocument();
    expect(screen.queryByTestId('report-unchanged')).not.toBeInTheDocument();
    expect(screen.getByTestId('report-failed')).toHaveTextContent('Archivos fallidos: 1');
    expect(screen.getByTestId('problem-list')).toHaveTextContent('/info/index es obligatorio');
    expect(screen.queryByTestId('report-more')).not.toBeInTheDocument();
  });
});
