// The History tab against a fake admin API whose answers are checked against the contract: the
// list with its filters and pages, one revision's field changes and text diff, and Revert with
// its dry run first, a 409 revision_conflict naming the later revision and Revert anyway.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResponse } from '@camino/schemas/api/routes';
import { setApiNavigator } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import '../locales/load-admin-catalogs';
import HistoryTab from './history-tab';

type Summary = ApiResponse<'GET /admin/revisions'>['items'][number];

const summary = (id: number, over: Partial<Summary> = {}): Summary => ({
  id,
  created_at: `2026-11-${String(10 + (id % 10)).padStart(2, '0')}T10:00:00.000Z`,
  admin: 'Ana Admin',
  action: 'gospel.upload',
  kind: 'gospel',
  key: '2026-12-24',
  summary: '1 entry changed',
  reverts: null,
  ...over,
});

const longBefore = `La reflexión del día habla de la esperanza. ${'Texto largo. '.repeat(20)}`;
const longAfter = longBefore.replace('esperanza', 'alegría');

const detail = (id: number): ApiResponse<'GET /admin/revisions/:id'> => ({
  ...summary(id),
  items: [
    {
      kind: 'gospel',
      key: '2026-12-24',
      before: {
        date: '2026-12-24',
        gospel: { reference: 'Lc 2, 1-14', verses: ['a'] },
        reflexion: longBefore,
      },
      after: { date: '2026-12-24', gospel: { reference: 'Lc 2, 1-20', verses: ['a'] }, reflexion: longAfter },
    },
  ],
  changes: [
    {
      kind: 'gospel',
      key: '2026-12-24',
      status: 'changed',
      fields: [
        { pointer: '/gospel/reference', before: 'Lc 2, 1-14', after: 'Lc 2, 1-20' },
        { pointer: '/reflexion', before: 'short…', after: 'short…' },
      ],
    },
  ],
});

const revertChanges = [
  {
    kind: 'gospel' as const,
    key: '2026-12-24',
    status: 'changed' as const,
    fields: [{ pointer: '/gospel/reference', before: 'Lc 2, 1-20', after: 'Lc 2, 1-14' }],
  },
];

const none = { notes: 0, marks: 0, positions: 0, members: 0 };
/** What the revert would do to members' data in volume 3 (a revision holding a playlist). */
const revertImpact = { volume_number: 3, moved: none, unpublished: { ...none, notes: 2, members: 1 } };

/** 45 revisions, newest first; `conflict` makes revert answer 409 unless forced. */
function fakeApi({ conflict = false, impact = false } = {}) {
  const all = Array.from({ length: 45 }, (_, i) => summary(45 - i));
  const calls: string[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://reader.test');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const revert = /\/admin\/revisions\/(\d+)\/revert$/.exec(url.pathname);
    if (revert) {
      const force = url.searchParams.get('force') === '1';
      if (conflict && !force) {
        return errorResponse(409, 'revision_conflict', {
          detail: 'Revision 45 changed the same content later',
          // Another admin than the list's: the dialog names the revision the 409 carries.
          later: {
            id: 45,
            created_at: '2026-11-20T10:00:00.000Z',
            admin: 'Otra Admin',
            action: 'gospel.upload',
          },
        });
      }
      const dryRun = url.searchParams.get('dry_run') === '1';
      return contractResponse('POST /admin/revisions/:id/revert', {
        reverted: Number(revert[1]),
        revision: dryRun ? null : 46,
        ...(dryRun ? { dry_run: true as const } : {}),
        changes: revertChanges,
        ...(impact ? { impact: revertImpact } : {}),
      });
    }
    const one = /\/admin\/revisions\/(\d+)$/.exec(url.pathname);
    if (one) return contractResponse('GET /admin/revisions/:id', detail(Number(one[1])));
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const kind = url.searchParams.get('kind');
    const matching = kind ? all.filter((r) => r.kind === kind) : all;
    return contractResponse('GET /admin/revisions', {
      items: matching.slice(offset, offset + limit),
      total: matching.length,
      offset,
      limit,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('HistoryTab', () => {
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('lists revisions newest first, 20 a page, and pages with Next', async () => {
    const calls = fakeApi();
    renderWithApp(<HistoryTab />);
    const rows = await screen.findAllByTestId('history-row');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveAttribute('data-revision', '45');
    expect(rows[0]).toHaveTextContent('Gospel upload');
    expect(rows[0]).toHaveTextContent('Gospel 2026-12-24');
    expect(screen.getByTestId('history-range')).toHaveTextContent('1–20 of 45');
    fireEvent.click(screen.getByTestId('history-next'));
    await waitFor(() => expect(screen.getByTestId('history-range')).toHaveTextContent('21–40 of 45'));
    expect(calls).toContain('GET /api/admin/revisions?offset=20&limit=20');
  });

  it('filters by kind and item key (sent to the server)', async () => {
    const calls = fakeApi();
    renderWithApp(<HistoryTab />);
    await screen.findAllByTestId('history-row');
    fireEvent.change(screen.getByTestId('history-key-filter'), { target: { value: '3' } });
    await waitFor(() => expect(calls).toContain('GET /api/admin/revisions?offset=0&limit=20&key=3'));
  });

  it('opens a revision: each changed field by pointer, long texts as a word diff', async () => {
    fakeApi();
    renderWithApp(<HistoryTab />);
    fireEvent.click((await screen.findAllByTestId('history-open'))[0]!);
    const view = await screen.findByTestId('history-detail');
    expect(await within(view).findByRole('heading', { name: 'Revision 45' })).toBeVisible();
    const fields = within(view).getAllByTestId('change-field');
    expect(fields[0]).toHaveTextContent('/gospel/reference');
    expect(fields[0]).toHaveTextContent('Lc 2, 1-14');
    expect(fields[0]).toHaveTextContent('Lc 2, 1-20');
    // The diff compares the whole texts of the detail, not the shortened ones of the change list.
    const diff = within(fields[1]!).getByTestId('text-diff');
    expect(diff.querySelector('del')).toHaveTextContent('esperanza');
    expect(diff.querySelector('ins')).toHaveTextContent('alegría');
  });

  it('reverts after showing the dry run of the revert', async () => {
    const calls = fakeApi();
    renderWithApp(<HistoryTab />);
    fireEvent.click((await screen.findAllByTestId('history-open'))[0]!);
    fireEvent.click(await screen.findByTestId('history-revert'));
    expect(await screen.findByTestId('revert-summary')).toHaveTextContent('1 changed');
    expect(calls).toContain('POST /api/admin/revisions/45/revert?dry_run=1');
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
    fireEvent.click(screen.getByTestId('revert-confirm'));
    expect(await screen.findByTestId('revert-done')).toHaveTextContent(
      'Revision 45 reverted (as revision 46',
    );
    expect(calls).toContain('POST /api/admin/revisions/45/revert');
  });

  it("the revert's dry run shows what it does to members' data, as an upload's does", async () => {
    fakeApi({ impact: true });
    renderWithApp(<HistoryTab />);
    fireEvent.click((await screen.findAllByTestId('history-open'))[0]!);
    fireEvent.click(await screen.findByTestId('history-revert'));
    const impact = await within(screen.getByTestId('revert-dialog')).findByTestId('playlist-impact');
    expect(impact).toHaveTextContent("Members' data in volume 3");
    expect(impact).toHaveTextContent('On chapters no longer published');
  });

  it('a conflict names the later revision and offers Revert anyway, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    const calls = fakeApi({ conflict: true });
    renderWithApp(<HistoryTab />);
    fireEvent.click((await screen.findAllByTestId('history-open'))[5]!);
    fireEvent.click(await screen.findByTestId('history-revert'));
    const conflict = await screen.findByTestId('revert-conflict');
    expect(conflict).toHaveTextContent('Cambiado de nuevo desde entonces');
    expect(await within(conflict).findByTestId('revert-later')).toHaveTextContent(/Revisión 45.*Otra Admin/);
    fireEvent.click(screen.getByTestId('revert-anyway'));
    expect(await screen.findByTestId('revert-summary')).toHaveTextContent('1 cambiado');
    expect(calls).toContain('POST /api/admin/revisions/40/revert?dry_run=1&force=1');
    fireEvent.click(screen.getByTestId('revert-confirm'));
    await screen.findByTestId('revert-done');
    expect(calls).toContain('POST /api/admin/revisions/40/revert?force=1');
  });
});
