import { problem } from '@camino/schemas/messages/render-problem';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import '../../locales/load-admin-catalogs';
import { TemasUploadReportView } from './temas-upload-report';

describe('TemasUploadReportView', () => {
  it('lists the first 5 failed files with their reasons, then and N more', () => {
    const failed = Array.from({ length: 7 }, (_, i) => ({
      name: `bad-${i + 1}.json`,
      errors: [problem('/title', 'required')],
    }));
    renderWithApp(
      <TemasUploadReportView
        report={{
          files_processed: 1,
          files_failed: 7,
          failed_files: failed,
          processed_temas: [{ id: 9, title: 'Fe' }],
        }}
      />,
    );
    expect(screen.getByTestId('temas-report-processed')).toHaveTextContent('Files processed: 1');
    expect(screen.getByTestId('temas-report-failed')).toHaveTextContent('Files failed: 7');
    expect(screen.getByText('Themes stored: Fe')).toBeInTheDocument();
    const items = screen.getByTestId('temas-report-failed-files').querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `bad-${n}.json: /title is required`),
    );
    expect(screen.getByTestId('temas-report-more')).toHaveTextContent('and 2 more');
  });
});
