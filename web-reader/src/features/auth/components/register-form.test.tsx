import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import { RegisterForm } from './register-form';

const ana = {
  id: 1,
  first_name: 'Ana',
  last_name: 'García',
  email: 'ana@example.org',
  username: null,
  user_type: 'user',
} as const;
const respond = (answer: () => Response) => vi.fn<typeof fetch>(async () => answer());

function fill(
  values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Password' | 'Confirm password', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.input(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

const submit = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Create account' })));

const complete = {
  'First name': 'Ana',
  'Last name': 'García',
  Email: 'ana@example.org',
  Password: 'secret1',
  'Confirm password': 'secret1',
};

describe('RegisterForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires every field and checks the password rules', async () => {
    renderWithApp(<RegisterForm />);
    await submit();
    expect(screen.getAllByText('This field is required')).toHaveLength(5);

    fill({ ...complete, Password: '12345', 'Confirm password': '12346' });
    await submit();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('signs in at once and goes home when email validation is off', async () => {
    const fetchMock = respond(() =>
      contractResponse('POST /register', {
        message: 'Registered',
        email_verification_required: false,
        access_token: 'new-token',
        token_type: 'bearer',
        user_type: 'user',
        user_info: ana,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<RegisterForm />, { path: '/register' });
    fill(complete);
    await submit();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      first_name: 'Ana',
      last_name: 'García',
      email: 'ana@example.org',
      password: 'secret1',
    });
    expect(getSession()?.authToken).toBe('new-token');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the verification screen when the email must be verified', async () => {
    vi.stubGlobal(
      'fetch',
      respond(() =>
        contractResponse('POST /register', {
          email_verification_required: true,
          message: 'ok',
          user_info: ana,
        }),
      ),
    );
    renderWithApp(<RegisterForm />);
    fill(complete);
    await submit();
    expect(screen.getByText(/We sent a verification email to ana@example.org/)).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('shows registrationError for a taken email (409)', async () => {
    vi.stubGlobal(
      'fetch',
      respond(() => errorResponse(409, 'email_taken')),
    );
    renderWithApp(<RegisterForm />);
    fill(complete);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error registering user. Check that the email is not already in use.',
    );
  });

  it('drops the last refusal when a new submit stops at the fields, and shows it again if repeated', async () => {
    vi.stubGlobal(
      'fetch',
      respond(() => errorResponse(409, 'email_taken')),
    );
    renderWithApp(<RegisterForm />);
    fill(complete);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('already in use');

    fill({ 'First name': '' });
    await submit();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('This field is required')).toBeInTheDocument();

    // The same refusal again: the form cleared it when the request left (a network answer comes
    // after that render, as here), so it is news and shows.
    fill({ 'First name': 'Ana' });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return errorResponse(409, 'email_taken');
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already in use');
  });

  it('says a network failure is one, not that the email is taken', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithApp(<RegisterForm />);
    fill(complete);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('already in use');
  });
});
