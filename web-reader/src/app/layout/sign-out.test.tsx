import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countUnsent } from '../../lib/outbox/member-outbox';
import { writeDraft } from '../../lib/outbox/note-drafts';
import { getSession, saveSession } from '../../lib/session';
import { renderWithApp } from '../../test/render';
import { useSignOut } from './sign-out';

function SignOutButton() {
  const { signOut, dialog } = useSignOut();
  return (
    <>
      <button onClick={() => void signOut()}>Log out</button>
      {dialog}
    </>
  );
}

const signIn = () => saveSession({ access_token: 'token', user_type: 'user', user_info: { id: 3 } });
const chapter = { volume: 1, index: 2, key: 'vid2' };

describe('signing out', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('with nothing unsent, is one click', async () => {
    signIn();
    renderWithApp(<SignOutButton />, { path: '/volume/1' });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(getSession()).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('with changes the server would not take, asks first: Cancel keeps them, Sign out anyway discards them', async () => {
    signIn();
    writeDraft('u3', chapter, { text: 'not sent', base: '', at: '2026-11-27T10:00:00Z' });
    // Online, it tries to send them first: the connection fails.
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<SignOutButton />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    const dialog = await screen.findByRole('dialog', { name: 'Changes not sent yet' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveTextContent('You have 1 change not yet sent. Sign out and discard it?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getSession()).not.toBeNull();
    expect(countUnsent('u3').total).toBe(1);

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(getSession()).toBeNull());
    expect(countUnsent('u3').total).toBe(0);
  });
});
