import { Alert, Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, statusOf } from '../../../lib/api-errors';
import { catalogueText } from '../../../lib/messages';
import { saveSession } from '../../../lib/session';
import { resendVerification } from '../api/email-verification';
import { login } from '../api/login';
import { safeRedirect } from '../utils/safe-redirect';
import { waitMinutes } from '../utils/wait-minutes';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { PasswordField } from './password-field';

interface Fields {
  email: string;
  password: string;
}

type Failure = { kind: 'message'; text: string } | { kind: 'unverified'; email: string } | { kind: 'resent' };

/** /user-login: email and password; afterwards back to `redirect` (or home). */
export function UserLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, formState } = useForm<Fields>({
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async ({ email, password }: Fields) => {
    setFailure(null);
    try {
      saveSession(await login({ username: email.trim(), password }));
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'email_not_verified') setFailure({ kind: 'unverified', email: email.trim() });
      else if (code === 'account_disabled')
        setFailure({ kind: 'message', text: catalogueText('account_disabled') });
      else if (statusOf(error) === 429)
        setFailure({ kind: 'message', text: t('tooManyAttempts', { minutes: waitMinutes(error) }) });
      else if (statusOf(error) === 401)
        setFailure({ kind: 'message', text: catalogueText('invalid_credentials') });
      else setFailure({ kind: 'message', text: t('loginError') });
    }
  };

  const resend = async (email: string) => {
    setResending(true);
    try {
      await resendVerification(email);
      setFailure({ kind: 'resent' });
    } catch (error) {
      setFailure({
        kind: 'message',
        text:
          statusOf(error) === 429
            ? t('tooManyAttempts', { minutes: waitMinutes(error) })
            : t('errorSendingEmail'),
      });
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard title={t('userLoginTitle')} lead={t('userLoginLead')}>
      {failure?.kind === 'message' && (
        <Alert color="red" variant="light" role="alert">
          {failure.text}
        </Alert>
      )}
      {failure?.kind === 'unverified' && (
        <Alert color="orange" variant="light" role="alert" title={catalogueText('email_not_verified')}>
          <Text size="sm" mb="xs">
            {t('emailNotVerifiedHelp')}
          </Text>
          <Button size="xs" variant="default" loading={resending} onClick={() => void resend(failure.email)}>
            {t('resendVerification')}
          </Button>
        </Alert>
      )}
      {failure?.kind === 'resent' && (
        <Alert color="teal" variant="light" role="status">
          {t('verificationEmailResent')}
        </Alert>
      )}
      <AuthForm
        onSubmit={handleSubmit(onSubmit)}
        submitLabel={t('signIn')}
        submitting={formState.isSubmitting}
      >
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          error={formState.errors.email?.message}
          {...register('email', { required: t('fieldRequired') })}
        />
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          required
          error={formState.errors.password?.message}
          {...register('password', { required: t('fieldRequired') })}
        />
      </AuthForm>
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/forgot-password" size="sm">
          {t('forgotPasswordLink')}
        </Anchor>
        <Anchor component={Link} to="/register" size="sm">
          {t('createAccount')}
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed">
        {t('areYouAdmin')}{' '}
        <Anchor component={Link} to="/login" size="sm">
          {t('adminLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
