// The quick editor on a gospel entry against a fake admin API checked against the contract: the
// entry drawn as readers see it, the server's own validation as one types (in Spanish too), the
// change field by field, and Save as the dry run first, then the real upload of that one entry.
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../../lib/api-client';
import i18n from '../../../../lib/i18n';
import { saveSession } from '../../../../lib/session';
import { contractResponse } from '../../../../test/contract-response';
import { renderWithApp } from '../../../../test/render';
import '../../locales/load-admin-catalogs';
import { QuickEditButton } from './quick-edit-button';

// CodeMirror needs a real layout engine: jsdom gets a plain text area with the same contract.
vi.mock('./code-editor', () => ({
  default: ({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) => (
    <textarea aria-label={label} defaultValue={value} onChange={(e) => onChange(e.currentTarget.value)} />
  ),
}));

const entry: GospelEntry = {
  date: '2030-12-24',
  weekday: 'Martes',
  gospel: { reference: 'Lc 1, 67-79', verses: ['Bendito sea el Señor, Dios de Israel.'] },
  reflexion: '<p>Una reflexión sobre la esperanza.</p>',
};

// jsdom's File has no text(): read it as a browser without it would.
const readText = (file: File) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });

function fakeApi() {
  const uploads: { dryRun: boolean; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => contractResponse('GET /admin/evangelios/:date', entry)),
  );
  // uploadFile sends with XMLHttpRequest: answer it as the server would.
  class FakeXhr {
    status = 200;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(form: FormData) {
      const dryRun = this.url.endsWith('?dry_run=1');
      void readText(form.get('file') as File).then((text) => {
        uploads.push({ dryRun, body: JSON.parse(text) });
        const body = {
          message: '1 gospel entry uploaded',
          entries_count: 1,
          filename: `evangelio-${entry.date}.json`,
          dates: [entry.date],
          ...(dryRun ? { dry_run: true } : {}),
          changes: [
            {
              kind: 'gospel',
              key: entry.date,
              status: 'changed',
              fields: [{ pointer: '/gospel/reference', before: 'Lc 1, 67-79', after: 'Lc 1, 67-80' }],
            },
          ],
          revision: dryRun ? null : 7,
        };
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}

async function openEditor() {
  renderWithApp(<QuickEditButton target={{ kind: 'gospel', key: entry.date }} label="Edit 2030-12-24" />);
  fireEvent.click(screen.getByTestId('quick-edit-open'));
  // The modal is its own chunk: the first open loads it.
  return screen.findByTestId('quick-edit-preview', {}, { timeout: 10_000 });
}

const editor = () => screen.findByRole('textbox', { name: /JSON/ }, { timeout: 10_000 });

describe('QuickEditModal (gospel entry)', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows the entry as readers see it, then saves an edit: dry run first, then one upload', async () => {
    const uploads = fakeApi();
    const preview = await openEditor();
    expect(preview).toHaveTextContent('Lc 1, 67-79');
    expect(preview).toHaveTextContent('Bendito sea el Señor');
    expect(screen.getByTestId('quick-edit-save')).toBeDisabled();

    fireEvent.click(screen.getByRole('radio', { name: 'Edit' }));
    const text = await editor();
    fireEvent.change(text, {
      target: { value: JSON.stringify({ ...entry, gospel: { ...entry.gospel, reference: 'Lc 1, 67-80' } }) },
    });
    expect(screen.getByTestId('quick-edit-valid')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Changes' }));
    expect(screen.getByTestId('change-field')).toHaveTextContent('/gospel/reference');

    fireEvent.click(screen.getByTestId('quick-edit-save'));
    expect(await screen.findByTestId('quick-edit-dry-run-summary')).toHaveTextContent('1 changed');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({
      dryRun: true,
      body: [{ date: entry.date, gospel: { reference: 'Lc 1, 67-80' } }],
    });

    fireEvent.click(screen.getByTestId('quick-edit-confirm'));
    expect(await screen.findByTestId('quick-edit-saved')).toHaveTextContent('Saved as revision 7.');
    expect(uploads).toHaveLength(2);
    expect(uploads[1]!.dryRun).toBe(false);
  });

  it("refuses what the server would refuse, as one types, in the UI's language", async () => {
    await i18n.changeLanguage('es');
    const uploads = fakeApi();
    await openEditor();
    fireEvent.click(screen.getByRole('radio', { name: 'Editar' }));
    const text = await editor();
    fireEvent.change(text, { target: { value: JSON.stringify({ ...entry, gospel: { verses: [] } }) } });
    const problems = await screen.findByTestId('quick-edit-problems');
    expect(problems).toHaveTextContent('/gospel');
    expect(problems).toHaveTextContent('reference');
    expect(problems).toHaveTextContent('1 problema');
    fireEvent.change(text, { target: { value: '{ "date": ' } });
    await waitFor(() => expect(screen.getByTestId('quick-edit-problems')).toHaveTextContent('JSON'));
    fireEvent.change(text, { target: { value: JSON.stringify({ ...entry, date: '2030-12-25' }) } });
    await waitFor(() => expect(screen.getByTestId('quick-edit-problems')).toHaveTextContent('/date'));
    expect(screen.getByTestId('quick-edit-save')).toBeDisabled();
    expect(uploads).toHaveLength(0);
  });
});
