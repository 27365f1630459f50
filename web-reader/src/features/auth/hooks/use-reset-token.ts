import { useEffect, useState } from 'react';
import { statusOf } from '../../../lib/api-errors';
import { validateResetToken } from '../api/password-recovery';

/**
 * The reset page's token states (SPEC.md §4): validating, then valid or invalid. An invalid
 * token's reason is a catalogue message (the server's own words for it) or the reader's
 * resetPasswordError when the check itself failed.
 */
export type TokenState =
  | { status: 'validating' }
  | { status: 'valid' }
  | { status: 'invalid'; reason: 'token_not_provided' | 'invalid_reset_token' | 'resetPasswordError' };

export function useResetToken(token: string | null): TokenState {
  const [state, setState] = useState<TokenState>(
    token ? { status: 'validating' } : { status: 'invalid', reason: 'token_not_provided' },
  );
  useEffect(() => {
    if (!token) {
      setState({ status: 'invalid', reason: 'token_not_provided' });
      return;
    }
    let current = true;
    setState({ status: 'validating' });
    validateResetToken(token).then(
      () => current && setState({ status: 'valid' }),
      (error: unknown) =>
        current &&
        setState({
          status: 'invalid',
          reason:
            statusOf(error) === 400 || statusOf(error) === 404 ? 'invalid_reset_token' : 'resetPasswordError',
        }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}
