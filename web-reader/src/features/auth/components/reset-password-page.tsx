import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { statusOf } from '../../../lib/api-errors';
import { catalogueText } from '../../../lib/messages';
import { resetPassword } from '../api/password-recovery';
import { useResetToken } from '../hooks/use-reset-token';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../utils/password-rules';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { PasswordField } from './password-field';

interface Fields {
  password: string;
  confirmPassword: string;
}

/** /reset-password?token=… : validating, then the form or an invalid-link screen, then success. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const tokenState = useResetToken(token);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<Fields>({
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = watch(['password', 'confirmPassword']);
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;
  const ready = password.length >= PASSWORD_MIN_LENGTH && password === confirmPassword;

  const onSubmit = async ({ password: newPassword }: Fields) => {
    setFailure(null);
    try {
      await resetPassword(token ?? '', newPassword);
      setDone(true);
    } catch (error) {
      setFailure(statusOf(error) === 400 ? catalogueText('invalid_reset_token') : t('resetPasswordError'));
    }
  };

  if (done) {
    return (
      <AuthCard title={t('resetPasswordSuccessTitle')}>
        <Alert color="teal" variant="light" role="status">
          {t('resetPasswordSuccess')}
        </Alert>
        <Button component={Link} to="/user-login">
          {t('goToLogin')}
        </Button>
      </AuthCard>
    );
  }
  if (tokenState.status === 'validating') {
    return (
      <AuthCard title={t('resetPasswordTitle')}>
        <Stack align="center" gap="xs" py="lg" role="status">
          <Loader aria-hidden="true" />
          <Text size="sm">{t('validatingToken')}</Text>
        </Stack>
      </AuthCard>
    );
  }
  if (tokenState.status === 'invalid') {
    return (
      <AuthCard title={t('resetPasswordTitle')}>
        <Alert color="red" variant="light" role="alert">
          {tokenState.reason === 'resetPasswordError'
            ? t(tokenState.reason)
            : catalogueText(tokenState.reason)}
        </Alert>
        <Button component={Link} to="/forgot-password" variant="light">
          {t('requestNewLink')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('resetPasswordTitle')} lead={t('resetPasswordLead')}>
      <AuthForm
        failure={failure}
        onSubmit={handleSubmit(onSubmit)}
        submitLabel={t('resetPasswordButton')}
        submitting={formState.isSubmitting}
        submitDisabled={!ready}
      >
        <PasswordField
          label={t('newPassword')}
          description={t('passwordHint')}
          autoComplete="new-password"
          required
          error={
            password.length > 0 && password.length < PASSWORD_MIN_LENGTH ? t('passwordMinLength') : undefined
          }
          {...register('password', { maxLength: PASSWORD_MAX_LENGTH })}
        />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          required
          error={mismatch ? t('passwordsDoNotMatch') : undefined}
          {...register('confirmPassword')}
        />
      </AuthForm>
    </AuthCard>
  );
}
