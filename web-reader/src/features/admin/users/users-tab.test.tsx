import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUser, AdminUsersPage } from '@camino/schemas/api/admin-users';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiNavigator } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { contractResponse, errorResponse, gatewayFailure } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import i18n from '../../../lib/i18n';
import '../locales/load-admin-catalogs';
import UsersTab from './users-tab';

const makeUser = (id: number): AdminUser => ({
  id,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  email: `u${id}@example.org`,
  username: null,
  user_type: 'user',
  created_at: '2026-01-01T00:00:00.000Z',
  is_active: true,
  total_videos_watched: id,
  volumes_accessed: 1,
  volumes_list: [2],
  last_activity: null,
});

const ALL = Array.from({ length: 70 }, (_, i) => makeUser(70 - i));
const stats = (total: number) => ({ total_users: total, active_users: 3, total_visualizations: 900 });

function page(offset: number, limit: number, users = ALL): AdminUsersPage {
  const slice = users.slice(offset, offset + limit);
  return {
    users: slice,
    pagination: { offset, limit, total_count: users.length, has_more: offset + slice.length < users.length },
    statistics: stats(users.length),
  };
}

const usersAnswer = (offset: number, limit: number, users = ALL) =>
  contractResponse('GET /admin/users', page(offset, limit, users));

/** The IntersectionObserver the sentinel made last, so a test can "scroll" it into view. */
let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit } | null;
class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observed = { callback, options };
  }
  observe() {}
  disconnect() {}
}
const scrollToSentinel = () =>
  observed!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);

describe('UsersTab', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: {} });
    setApiNavigator(vi.fn());
    observed = null;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const urlOf = (call: Parameters<typeof fetch>) => new URL(String(call[0]), 'http://x');

  it('shows statistics and 50 rows, then the next page when the sentinel nears (100px)', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      return usersAnswer(Number(url.searchParams.get('offset')), Number(url.searchParams.get('limit')));
    });
    renderWithApp(<UsersTab />);
    expect(await screen.findByTestId('stat-total-users')).toHaveTextContent('70');
    expect(screen.getByTestId('stat-total-visualizations')).toHaveTextContent('900');
    expect(screen.getAllByTestId('user-row')).toHaveLength(50);
    expect(urlOf(fetchMock.mock.calls[0]!).search).toBe('?offset=0&limit=50');

    await waitFor(() => expect(observed?.options?.rootMargin).toBe('100px'));
    scrollToSentinel();
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(70));
    expect(urlOf(fetchMock.mock.calls[1]!).search).toBe('?offset=50&limit=50');
    expect(screen.getByTestId('users-end')).toHaveTextContent('All 70 users are shown.');
  });

  it('a failing next page keeps the rows shown; Retry loads it', async () => {
    let failNext = true;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      const offset = Number(url.searchParams.get('offset'));
      if (offset === 50 && failNext) {
        failNext = false;
        return errorResponse(500, 'internal');
      }
      return usersAnswer(offset, 50);
    });
    renderWithApp(<UsersTab />);
    await screen.findAllByTestId('user-row');
    await waitFor(() => expect(observed).not.toBeNull());
    scrollToSentinel();
    const error = await screen.findByTestId('users-error');
    expect(error).toHaveTextContent('Error loading users');
    expect(screen.getAllByTestId('user-row')).toHaveLength(50);
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(70));
  });

  it('deletes after confirmation: the row goes and the statistics are read again', async () => {
    let users = ALL.slice(0, 3);
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (init?.method === 'DELETE') {
        expect(url.pathname).toBe('/api/admin/user/69');
        users = users.filter((u) => u.id !== 69);
        return contractResponse('DELETE /admin/user/:id', { message: 'deleted' });
      }
      return usersAnswer(Number(url.searchParams.get('offset')), 50, users);
    });
    renderWithApp(<UsersTab />);
    expect(await screen.findAllByTestId('user-row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Delete First69 Last69' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(dialog).toHaveTextContent("Delete First69 Last69's account?");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(2));
    expect(screen.getByTestId('users-delete-result')).toHaveTextContent(
      "First69 Last69's account was deleted.",
    );
    expect(screen.getByTestId('stat-total-users')).toHaveTextContent('2');
  });

  it("the signed-in admin's own row offers no Delete and says why", async () => {
    saveSession({ access_token: 'token', user_type: 'admin', user_info: { id: 69 } });
    fetchMock.mockImplementation(async () => usersAnswer(0, 50, ALL.slice(0, 3)));
    renderWithApp(<UsersTab />);
    expect(await screen.findAllByTestId('user-row')).toHaveLength(3);
    const own = screen.getAllByTestId('user-row').find((row) => row.dataset.userId === '69')!;
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).getByTestId('own-account')).toHaveTextContent(
      'Your account: its role cannot be changed nor the account deleted here',
    );
    expect(screen.getAllByRole('button', { name: /^Delete First/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Make First.* an admin$/ })).toHaveLength(2);
  });

  it('makes a member an admin after confirmation, and an admin a member', async () => {
    const users = [makeUser(2), { ...makeUser(1), user_type: 'admin' as const }];
    const puts: Array<{ path: string; body: unknown }> = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { role: 'admin' | 'user' };
        puts.push({ path: url.pathname, body });
        const id = Number(url.pathname.split('/')[4]);
        return contractResponse('PUT /admin/user/:id/role', {
          message: 'ok',
          id,
          user_type: body.role,
          changed: true,
        });
      }
      return usersAnswer(0, 50, users);
    });
    renderWithApp(<UsersTab />);
    expect(await screen.findAllByTestId('user-row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Make First2 Last2 an admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make admin' });
    expect(dialog).toHaveTextContent('Make First2 Last2 an admin?');
    // Cancel first: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Make First2 Last2 an admin' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByTestId('users-role-result')).toHaveTextContent('First2 Last2 is now an admin.');
    expect(puts).toEqual([{ path: '/api/admin/user/2/role', body: { role: 'admin' } }]);
    const row = screen.getAllByTestId('user-row').find((r) => r.dataset.userId === '2')!;
    expect(within(row).getByText('Admin')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Make First2 Last2 a member' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Make First1 Last1 a member' }));
    const demote = await screen.findByRole('dialog', { name: 'Make member' });
    expect(demote).toHaveTextContent('They lose access to the admin panel at once');
    fireEvent.click(within(demote).getByRole('button', { name: 'Make member' }));
    await waitFor(() =>
      expect(screen.getByTestId('users-role-result')).toHaveTextContent('First1 Last1 is now a member.'),
    );
    expect(puts[1]).toEqual({ path: '/api/admin/user/1/role', body: { role: 'user' } });
  });

  it.each([
    [
      409,
      () => errorResponse(409, 'last_admin', { detail: 'The last admin cannot be demoted or deleted' }),
      'The last admin cannot be demoted or deleted',
    ],
    [
      403,
      () => errorResponse(403, 'own_role', { detail: 'You cannot change your own role' }),
      'You cannot change your own role',
    ],
    [502, () => gatewayFailure(502), 'Failed to change the role'],
    [
      404,
      () => errorResponse(404, 'not_found', { detail: 'User 70 does not exist' }),
      'User 70 does not exist',
    ],
  ])('a refused role change (%i) keeps the role and says why', async (_status, answer, message) => {
    const admin = { ...makeUser(70), user_type: 'admin' as const };
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'PUT') return answer();
      return usersAnswer(0, 50, [admin]);
    });
    renderWithApp(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Make First70 Last70 a member' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make member' }));
    const result = await screen.findByTestId('users-role-result');
    expect(result).toHaveTextContent(message);
    expect(result).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Make First70 Last70 a member' })).toBeInTheDocument();
  });

  it('in Spanish, the role control and its confirmation speak Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      fetchMock.mockImplementation(async () => usersAnswer(0, 50, [makeUser(5)]));
      renderWithApp(<UsersTab />);
      fireEvent.click(await screen.findByRole('button', { name: 'Hacer administrador a First5 Last5' }));
      expect(await screen.findByRole('dialog', { name: 'Hacer administrador' })).toHaveTextContent(
        '¿Hacer administrador a First5 Last5?',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it.each([
    [
      400,
      () => errorResponse(400, 'bad_request', { detail: 'You cannot delete your own account' }),
      'You cannot delete your own account',
    ],
    [
      409,
      () => errorResponse(409, 'last_admin', { detail: 'The last admin account cannot be deleted' }),
      'The last admin account cannot be deleted',
    ],
    [502, () => gatewayFailure(502), 'Failed to delete user'],
    [
      404,
      () => errorResponse(404, 'not_found', { detail: 'User 70 does not exist' }),
      'User 70 does not exist',
    ],
  ])('a refused delete (%i) keeps the row and says why', async (_status, answer, message) => {
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE') return answer();
      return usersAnswer(0, 50, ALL.slice(0, 1));
    });
    renderWithApp(<UsersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete First70 Last70' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('users-delete-result')).toHaveTextContent(message);
    expect(screen.getAllByTestId('user-row')).toHaveLength(1);
  });

  it('the first page failing shows Error loading users with Retry', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(503, 'database_unavailable'));
    fetchMock.mockImplementation(async () => usersAnswer(0, 50, ALL.slice(0, 2)));
    renderWithApp(<UsersTab />);
    fireEvent.click(within(await screen.findByTestId('users-error')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('user-row')).toHaveLength(2);
  });

  it('CSV: fetches 100 per page; a failure says so', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.searchParams.get('limit') === '100') return errorResponse(500, 'internal');
      return usersAnswer(0, 50, ALL.slice(0, 1));
    });
    renderWithApp(<UsersTab />);
    await screen.findAllByTestId('user-row');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByTestId('users-csv-error')).toHaveTextContent(
      'Error downloading CSV file. Please try again.',
    );
    expect(fetchMock.mock.calls.some((call) => urlOf(call).search === '?offset=0&limit=100')).toBe(true);
  });
});
