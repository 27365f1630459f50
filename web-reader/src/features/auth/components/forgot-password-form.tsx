import { Alert, Anchor, Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError, statusOf } from '../../../lib/api-errors';
import { catalogueText } from '../../../lib/messages';
import { forgotPassword } from '../api/password-recovery';
import { EMAIL_PATTERN } from '../utils/password-rules';
import { waitMinutes } from '../utils/wait-minutes';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';

/**
 * /forgot-password: always the same neutral answer. In development the server hands the reset
 * token back and a test button opens the reset page directly.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ resetToken?: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = async ({ email }: { email: string }) => {
    setFailure(null);
    try {
      const response = await forgotPassword(email.trim());
      setSent({ resetToken: response.reset_token });
    } catch (error) {
      if (statusOf(error) === 429) setFailure(t('tooManyAttempts', { minutes: waitMinutes(error) }));
      else
        setFailure(
          (error instanceof ApiError && error.status > 0 && error.detail) || t('forgotPasswordError'),
        );
    }
  };

  if (sent) {
    return (
      <AuthCard title={t('forgotPasswordTitle')}>
        <Alert color="teal" variant="light" role="status">
          {catalogueText('reset_requested')}
        </Alert>
        {sent.resetToken && (
          <Alert color="yellow" variant="light" title={t('developmentMode')}>
            <Button
              component={Link}
              to={`/reset-password?token=${encodeURIComponent(sent.resetToken)}`}
              size="xs"
              variant="default"
            >
              {t('testResetButton')}
            </Button>
          </Alert>
        )}
        <Anchor component={Link} to="/user-login" size="sm">
          {t('backToLogin')}
        </Anchor>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgotPasswordTitle')} lead={t('forgotPasswordLead')}>
      <AuthForm
        failure={failure}
        onSubmit={handleSubmit(onSubmit)}
        submitLabel={t('sendRecoveryLink')}
        submitting={formState.isSubmitting}
      >
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          error={formState.errors.email?.message}
          {...register('email', {
            required: t('fieldRequired'),
            pattern: { value: EMAIL_PATTERN, message: t('invalidEmail') },
          })}
        />
      </AuthForm>
      <Anchor component={Link} to="/user-login" size="sm">
        {t('backToLogin')}
      </Anchor>
    </AuthCard>
  );
}
