import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contractResponse, errorResponse } from '../../../test/contract-response';
import { renderWithApp } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

describe('ResetPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says tokenNotProvided without a token, with a way to ask for a new link', () => {
    renderWithApp(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('Recovery token not provided');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says invalidOrExpiredToken when the server refuses the token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => errorResponse(400, 'invalid_reset_token')),
    );
    renderWithApp(<ResetPasswordPage />, { path: '/reset-password?token=old' });
    expect(screen.getByText('Checking your recovery link…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired recovery token');
  });

  it('keeps submit disabled until 6 characters and a match, then resets', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(contractResponse('POST /validate-reset-token', { valid: true, message: 'ok' }))
      .mockResolvedValueOnce(contractResponse('POST /reset-password', { message: 'Password reset' }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
    const button = await screen.findByRole('button', { name: 'Save new password' });
    const type = (label: RegExp, value: string) =>
      act(async () => void fireEvent.input(screen.getByLabelText(label), { target: { value } }));

    expect(button).toBeDisabled();
    await type(/^New password/, '12345');
    await type(/^Confirm password/, '12345');
    expect(button).toBeDisabled();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await type(/^New password/, '123456');
    expect(button).toBeDisabled();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await type(/^Confirm password/, '123456');
    expect(button).toBeEnabled();

    await act(async () => void fireEvent.click(button));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/reset-password');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc', new_password: '123456' });
    expect(
      await screen.findByText('Your password has been reset. You can sign in with it now.'),
    ).toBeInTheDocument();
  });
});
