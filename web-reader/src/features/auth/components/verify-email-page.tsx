import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { catalogueText } from '../../../lib/messages';
import { resendVerification, verifyEmail } from '../api/email-verification';
import { AuthCard } from './auth-card';
import { ResendVerificationModal } from './resend-verification-modal';

type State =
  | { status: 'loading' }
  | { status: 'success' }
  | { status: 'error'; reason: 'verification_token_missing' | 'emailVerificationError' };

/** /verify-email?token=… : loading, then success or an error with a resend option. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>(
    token ? { status: 'loading' } : { status: 'error', reason: 'verification_token_missing' },
  );
  const [resent, setResent] = useState<'sent' | 'failed' | null>(null);
  const [modalOpened, modal] = useDisclosure(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyEmail(token).then(
      () => current && setState({ status: 'success' }),
      () => current && setState({ status: 'error', reason: 'emailVerificationError' }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const resend = async (email: string) => {
    try {
      await resendVerification(email);
      setResent('sent');
    } catch {
      setResent('failed');
    }
  };

  return (
    <AuthCard title={t('verifyEmailTitle')}>
      {state.status === 'loading' && (
        <Stack align="center" gap="xs" py="lg" role="status">
          <Loader aria-hidden="true" />
          <Text size="sm">{t('verifyingEmail')}</Text>
        </Stack>
      )}
      {state.status === 'success' && (
        <>
          <Alert color="teal" variant="light" role="status">
            {t('emailVerified')}
          </Alert>
          <Button component={Link} to="/user-login">
            {t('goToLogin')}
          </Button>
        </>
      )}
      {state.status === 'error' && (
        <>
          <Alert color="red" variant="light" role="alert">
            {state.reason === 'emailVerificationError' ? t(state.reason) : catalogueText(state.reason)}
          </Alert>
          {resent === 'sent' && (
            <Alert color="teal" variant="light" role="status">
              {t('verificationEmailResent')}
            </Alert>
          )}
          {resent === 'failed' && (
            <Alert color="red" variant="light" role="alert">
              {t('errorSendingEmail')}
            </Alert>
          )}
          <Button variant="light" onClick={modal.open}>
            {t('resendVerification')}
          </Button>
          <ResendVerificationModal opened={modalOpened} onClose={modal.close} onSubmit={resend} />
        </>
      )}
    </AuthCard>
  );
}
