import { problem } from '@camino/schemas/messages/render-problem';
import type { GospelEntry } from '@camino/schemas/gospel-entry';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import { errorFromResponse } from '../../../lib/api-errors';
import i18n from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import {
  contractBody,
  contractResponse,
  errorBody,
  errorResponse,
  gatewayFailure,
} from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import '../locales/load-admin-catalogs';
import { uploadGospels } from './api/upload-evangelios';
import EvangelioTab from './evangelio-tab';

vi.mock('./api/upload-evangelios', () => ({ uploadGospels: vi.fn() }));

const entry: GospelEntry = {
  date: '2030-06-16',
  weekday: 'Domingo',
  gospel: {
    heading: 'Lectura del santo evangelio según san Mateo',
    reference: 'Mt 5, 1-12',
    intro: 'En aquel tiempo,',
    verses: ['Bienaventurados los pobres en el espíritu, porque de ellos es el reino de los cielos.'],
    links: ['[Mt 5](https://example.org/mt/5)'],
  },
  reflexion: '<p>Una reflexión<img src=x onerror="alert(1)"></p><script>alert(2)</script>',
  liturgical_note: 'Domingo XI del tiempo ordinario',
  url: 'https://example.org/evangelio/2030-06-16',
  copyright_note: '© Camino',
  en: {
    gospel: {
      reference: 'Mt 5:1-12',
      verses: ['Blessed are the poor in spirit, for theirs is the kingdom.'],
    },
  },
};
const noVerses: GospelEntry = { date: '2030-06-15', gospel: { reference: 'Lc 6, 39-45', verses: ['corto'] } };

const summary = (e: GospelEntry, views = 0) => ({
  date: e.date,
  weekday: e.weekday ?? '',
  reference: e.gospel.reference,
  heading: e.gospel.heading ?? '',
  views,
});

/** The admin gospel API over `stored`: list, one entry, DELETE by dates (and its dry run). */
function fakeApi(stored: GospelEntry[], { failDelete = false } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'DELETE') {
      const { dates } = JSON.parse(String(init.body)) as { dates: string[] };
      // The dry run names each entry it would remove and removes nothing.
      if (url.endsWith('?dry_run=1')) {
        const found = dates.filter((date) => stored.some((e) => e.date === date));
        return contractResponse('DELETE /admin/evangelios', {
          message: 'would be deleted',
          deleted: found.length,
          dry_run: true,
          revision: null,
          changes: found.map((date) => ({ kind: 'gospel' as const, key: date, status: 'removed' as const })),
        });
      }
      if (failDelete) return gatewayFailure(502);
      stored = stored.filter((e) => !dates.includes(e.date));
      return contractResponse('DELETE /admin/evangelios', { message: 'deleted', deleted: dates.length });
    }
    const date = /\/admin\/evangelios\/(.+)$/.exec(url)?.[1];
    if (date) {
      const found = stored.find((e) => e.date === date);
      return found
        ? contractResponse('GET /admin/evangelios/:date', found)
        : errorResponse(404, 'not_found', { detail: `The gospel for ${date} is not available` });
    }
    return contractResponse('GET /admin/evangelios', { evangelios: stored.map((e) => summary(e, 1234)) });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('EvangelioTab', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.mocked(uploadGospels).mockReset();
    await i18n.changeLanguage('en');
  });

  it('lists the entries and finds one by reference', async () => {
    fakeApi([entry, noVerses]);
    renderWithApp(<EvangelioTab />);
    const row = await screen.findByTestId('gospel-2030-06-16');
    expect(row).toHaveTextContent('June 16, 2030 - Sunday');
    expect(row).toHaveTextContent('Mt 5, 1-12');
    expect(row).toHaveTextContent('1,234');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search entries' }), {
      target: { value: 'lc 6' },
    });
    expect(screen.queryByTestId('gospel-2030-06-16')).not.toBeInTheDocument();
    expect(screen.getByTestId('gospels-count')).toHaveTextContent('Showing 1 of 2 entries');
  });

  it('previews an entry as SPEC.md §2 lists it, the reflection sanitized', async () => {
    await i18n.changeLanguage('es');
    fakeApi([entry]);
    renderWithApp(<EvangelioTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Vista previa del evangelio del 2030-06-16' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('gospel-preview-reference')).toHaveTextContent('Mt 5, 1-12');
    expect(dialog).toHaveTextContent('16 de junio de 2030 - Domingo');
    expect(dialog).toHaveTextContent('Lectura del santo evangelio según san Mateo');
    expect(within(dialog).getByTestId('gospel-intro')).toHaveTextContent('En aquel tiempo,');
    expect(within(dialog).getByTestId('gospel-verses')).toHaveTextContent('Bienaventurados los pobres');
    expect(within(dialog).getByRole('link', { name: 'Mt 5' })).toHaveAttribute(
      'href',
      'https://example.org/mt/5',
    );
    expect(dialog).toHaveTextContent('Domingo XI del tiempo ordinario');
    expect(within(dialog).getByRole('link', { name: 'example.org' })).toHaveAttribute('href', entry.url);
    expect(dialog).toHaveTextContent('© Camino');
    const reflection = within(dialog).getByTestId('gospel-reflection');
    expect(reflection).toHaveTextContent('Una reflexión');
    expect(reflection.innerHTML).not.toMatch(/onerror|script/);

    fireEvent.click(within(dialog).getByText('Inglés'));
    expect(within(dialog).getByTestId('gospel-preview-reference')).toHaveTextContent('Mt 5:1-12');
    expect(within(dialog).getByTestId('gospel-verses')).toHaveTextContent('Blessed are the poor');
  });

  it("an entry without usable verses says 'No hay versículos disponibles'", async () => {
    await i18n.changeLanguage('es');
    fakeApi([noVerses]);
    renderWithApp(<EvangelioTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Vista previa del evangelio del 2030-06-15' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No hay versículos disponibles')).toBeInTheDocument();
  });

  it('deletes an entry after the confirmation, sending its date', async () => {
    const fetchMock = fakeApi([entry, noVerses]);
    renderWithApp(<EvangelioTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the gospel of 2030-06-16' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the gospel of June 16, 2030 - Sunday?');
    // The dry run first, shown in the confirmation: the entry it would remove, by its date.
    expect(await within(dialog).findByTestId('gospel-delete-dry-run-summary')).toHaveTextContent('1 removed');
    expect(within(dialog).getByTestId('change-item')).toHaveTextContent('2030-06-16');
    expect(screen.getByTestId('gospel-2030-06-16')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('gospel-feedback')).toHaveTextContent(
      'The gospel of June 16, 2030 - Sunday was deleted.',
    );
    await waitFor(() => expect(screen.queryByTestId('gospel-2030-06-16')).not.toBeInTheDocument());
    const calls = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(calls.map(([url]) => String(url))).toEqual([
      '/api/admin/evangelios?dry_run=1',
      '/api/admin/evangelios',
    ]);
    for (const [, init] of calls) expect(JSON.parse(String(init!.body))).toEqual({ dates: ['2030-06-16'] });
  });

  it('deletes every entry the search shows at once, after a confirmation naming the range', async () => {
    const june = [16, 17, 18].map((day): GospelEntry => ({ ...entry, date: `2030-06-${day}` }));
    const july: GospelEntry = { ...entry, date: '2030-07-01' };
    const fetchMock = fakeApi([...june, july]);
    renderWithApp(<EvangelioTab />);
    await screen.findByTestId('gospel-2030-07-01');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search entries' }), {
      target: { value: '2030-06' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete the 3 shown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete gospel entries' });
    expect(dialog).toHaveTextContent(
      'Delete 3 gospel entries, from June 16, 2030 - Sunday to June 18, 2030 - Tuesday?',
    );
    expect(await within(dialog).findByTestId('gospel-delete-dry-run-summary')).toHaveTextContent('3 removed');
    expect(within(dialog).getAllByTestId('change-item')).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('gospel-feedback')).toHaveTextContent('3 gospel entries were deleted.');
    const call = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'DELETE' && !String(url).includes('dry_run'),
    )!;
    expect((JSON.parse(String(call[1]!.body)) as { dates: string[] }).dates.sort()).toEqual(
      june.map((e) => e.date),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search entries' }), { target: { value: '' } });
    await waitFor(() =>
      expect(screen.getByTestId('gospels-count')).toHaveTextContent('Showing 1 of 1 entry'),
    );
    expect(screen.getByTestId('gospel-2030-07-01')).toBeInTheDocument();
  });

  it('in Spanish, a long dry run is one line until its changes are asked for', async () => {
    await i18n.changeLanguage('es');
    const june = [16, 17, 18, 19].map((day): GospelEntry => ({ ...entry, date: `2030-06-${day}` }));
    fakeApi(june);
    renderWithApp(<EvangelioTab />);
    await screen.findByTestId('gospel-2030-06-19');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar las 4 mostradas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar evangelios' });
    expect(await within(dialog).findByTestId('gospel-delete-dry-run-summary')).toHaveTextContent(
      '4 eliminados',
    );
    expect(within(dialog).queryByTestId('change-item')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ver los 4 cambios' }));
    expect(within(dialog).getAllByTestId('change-item')).toHaveLength(4);
  });

  it("Upload without a file: 'Por favor, selecciona un archivo JSON.' and nothing is sent", async () => {
    await i18n.changeLanguage('es');
    fakeApi([]);
    renderWithApp(<EvangelioTab />);
    expect(await screen.findByTestId('gospels-empty')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByTestId('gospel-upload-error')).toHaveTextContent(
      'Por favor, selecciona un archivo JSON.',
    );
    expect(uploadGospels).not.toHaveBeenCalled();
  });

  it('a file with many problems lists the first 10, then how many more', async () => {
    fakeApi([]);
    const errors = Array.from({ length: 13 }, (_, i) => problem(`/${i}/date`, 'required'));
    vi.mocked(uploadGospels).mockRejectedValueOnce(
      errorFromResponse(422, errorBody('invalid_body', 'The gospel file is not valid', errors), null),
    );
    renderWithApp(<EvangelioTab />);
    await screen.findByTestId('gospels-empty');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['[]'], 'g.json', { type: 'application/json' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const error = await screen.findByTestId('gospel-upload-error');
    expect(within(error).getAllByRole('listitem')).toHaveLength(10);
    expect(error).toHaveTextContent('/9/date is required');
    expect(error).not.toHaveTextContent('/10/date');
    expect(error).toHaveTextContent('and 3 more');
  });

  it("a failed upload: the server's problems, or 'Error al cargar el archivo de evangelios.'", async () => {
    await i18n.changeLanguage('es');
    fakeApi([]);
    vi.mocked(uploadGospels)
      .mockRejectedValueOnce(
        errorFromResponse(
          422,
          errorBody('invalid_body', 'The gospel file is not valid', [problem('/0/date', 'format_date')]),
          null,
        ),
      )
      .mockRejectedValueOnce(errorFromResponse(502, undefined, null));
    renderWithApp(<EvangelioTab />);
    await screen.findByTestId('gospels-empty');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['[]'], 'g.json', { type: 'application/json' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    const error = await screen.findByTestId('gospel-upload-error');
    expect(error).toHaveTextContent('The gospel file is not valid');
    // The Spanish UI writes the problem from its code, whatever language the server's text was in.
    expect(error).toHaveTextContent('/0/date debe ser una fecha con la forma AAAA-MM-DD');
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    await waitFor(() =>
      expect(screen.getByTestId('gospel-upload-error')).toHaveTextContent(
        'Error al cargar el archivo de evangelios.',
      ),
    );
  });

  it('a successful upload says how many entries and refreshes the list', async () => {
    fakeApi([]);
    vi.mocked(uploadGospels).mockImplementation(async (_file, options) => {
      if (!options?.dryRun) fakeApi([entry]);
      return contractBody('POST /admin/evangelios/upload', {
        message: '1 gospel entry uploaded',
        entries_count: 1,
        filename: 'junio.json',
        dates: [entry.date],
        ...(options?.dryRun ? { dry_run: true as const } : {}),
        changes: [{ kind: 'gospel', key: entry.date, status: 'new' }],
      });
    });
    renderWithApp(<EvangelioTab />);
    await screen.findByTestId('gospels-empty');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['[]'], 'junio.json', { type: 'application/json' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    // The dry run first; the entry is stored only on Publish.
    expect(await screen.findByTestId('gospel-dry-run-summary')).toHaveTextContent('1 new');
    expect(screen.queryByTestId('gospel-2030-06-16')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('gospel-confirm'));
    expect(await screen.findByTestId('gospel-upload-result')).toHaveTextContent(
      '1 entry uploaded from junio.json.',
    );
    expect(await screen.findByTestId('gospel-2030-06-16')).toBeInTheDocument();
  });
});
