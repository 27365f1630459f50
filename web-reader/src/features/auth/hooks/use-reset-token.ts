import { useEffect, useState } from 'react';
import { statusOf } from '../../../lib/api-errors';
import { validateResetToken } from '../api/password-recovery';

/** The reset page's token states (SPEC.md §4): validating, then valid or invalid. */
export type TokenState =
  | { status: 'validating' }
  | { status: 'valid' }
  | { status: 'invalid'; reason: 'tokenNotProvided' | 'invalidOrExpiredToken' | 'resetPasswordError' };

export function useResetToken(token: string | null): TokenState {
  const [state, setState] = useState<TokenState>(
    token ? { status: 'validating' } : { status: 'invalid', reason: 'tokenNotProvided' },
  );
  useEffect(() => {
    if (!token) {
      setState({ status: 'invalid', reason: 'tokenNotProvided' });
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
            statusOf(error) === 400 || statusOf(error) === 404
              ? 'invalidOrExpiredToken'
              : 'resetPasswordError',
        }),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return state;
}
