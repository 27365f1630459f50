import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import { UserLoginForm } from './user-login-form';

const ana = {
  id: 1,
  first_name: 'Ana',
  last_name: 'García',
  email: 'ana@example.org',
  username: null,
  user_type: 'user',
} as const;
const session = () =>
  contractResponse('POST /login', {
    access_token: 't',
    token_type: 'bearer',
    user_type: 'user',
    user_info: ana,
  });

async function signIn(email = 'ana@example.org', password = 'secret1') {
  fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: password } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
}

describe('UserLoginForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the email as username, stores the session and follows a safe redirect', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => session());
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<UserLoginForm />, {
      path: `/user-login?redirect=${encodeURIComponent('/volume/3?chapter=2')}`,
    });
    await signIn(' ana@example.org ');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      username: 'ana@example.org',
      password: 'secret1',
    });
    expect(getSession()?.authToken).toBe('t');
    expect(screen.getByTestId('location')).toHaveTextContent('/volume/3?chapter=2');
  });

  it('ignores a redirect to another site', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => session()),
    );
    renderWithApp(<UserLoginForm />, { path: '/user-login?redirect=https://evil.example/' });
    await signIn();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows emailOrPasswordIncorrect on 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => errorResponse(401, 'invalid_credentials')),
    );
    renderWithApp(<UserLoginForm />);
    await signIn();
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password');
  });

  it('shows the wait on 429', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => errorResponse(429, 'too_many_requests', { headers: { 'Retry-After': '600' } })),
    );
    renderWithApp(<UserLoginForm />);
    await signIn();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 10 min and try again.',
    );
  });

  it('on 403 email_not_verified offers to resend the verification email', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(errorResponse(403, 'email_not_verified'))
      .mockResolvedValueOnce(contractResponse('POST /resend-verification', { message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<UserLoginForm />);
    await signIn('new@example.org');
    expect(screen.getByRole('alert')).toHaveTextContent('Please verify your email before logging in');
    await act(
      async () => void fireEvent.click(screen.getByRole('button', { name: 'Send a new verification link' })),
    );
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/resend-verification');
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ email: 'new@example.org' });
    expect(screen.getByText(/a new link is on its way/)).toBeInTheDocument();
  });
});
