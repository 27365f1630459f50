import { Alert, Anchor, Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, NetworkError, statusOf } from '../../../lib/api-errors';
import { catalogueText } from '../../../lib/messages';
import { saveSession } from '../../../lib/session';
import { register as registerAccount } from '../api/register';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../utils/password-rules';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { PasswordField } from './password-field';

interface Fields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

type Outcome = { verificationSent: boolean; email: string };

/**
 * /register. With email validation off the server signs the new member in at once and the reader
 * goes home; otherwise a success screen says a verification email was sent.
 */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { register, handleSubmit, formState } = useForm<Fields>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const required = { required: t('fieldRequired') };

  const onSubmit = async (fields: Fields) => {
    setFailure(null);
    try {
      const response = await registerAccount({
        first_name: fields.firstName.trim(),
        last_name: fields.lastName.trim(),
        email: fields.email.trim(),
        password: fields.password,
      });
      if (response.access_token && response.user_type && response.user_info) {
        saveSession({
          access_token: response.access_token,
          user_type: response.user_type,
          user_info: response.user_info,
        });
        await navigate('/', { replace: true });
        return;
      }
      setOutcome({ verificationSent: response.email_verification_required, email: fields.email.trim() });
    } catch (error) {
      setFailure(registrationFailure(error, t));
    }
  };

  if (outcome) {
    return (
      <AuthCard title={t('registrationSuccessTitle')}>
        <Alert color="teal" variant="light" role="status">
          {outcome.verificationSent
            ? t('verificationEmailSent', { email: outcome.email })
            : t('accountReady')}
        </Alert>
        <Button component={Link} to="/user-login">
          {t('goToLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('registerTitle')} lead={t('registerLead')}>
      <AuthForm
        failure={failure}
        onSubmit={handleSubmit(onSubmit)}
        submitLabel={t('createAccount')}
        submitting={formState.isSubmitting}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('firstName')}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName', {
              ...required,
              validate: (v) => v.trim() !== '' || t('fieldRequired'),
            })}
          />
          <TextInput
            label={t('lastName')}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName', {
              ...required,
              validate: (v) => v.trim() !== '' || t('fieldRequired'),
            })}
          />
        </SimpleGrid>
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email', {
            ...required,
            pattern: { value: EMAIL_PATTERN, message: t('invalidEmail') },
          })}
        />
        <PasswordField
          label={t('password')}
          description={t('passwordHint')}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...register('password', {
            ...required,
            minLength: { value: PASSWORD_MIN_LENGTH, message: t('passwordMinLength') },
            maxLength: { value: PASSWORD_MAX_LENGTH, message: t('passwordTooLong') },
          })}
        />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword', {
            ...required,
            validate: (value, all) => value === all.password || t('passwordsDoNotMatch'),
          })}
        />
      </AuthForm>
      <Group gap={6}>
        <Text size="sm" c="dimmed">
          {t('alreadyHaveAccount')}
        </Text>
        <Anchor component={Link} to="/user-login" size="sm">
          {t('signIn')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}

/**
 * What a failed registration says: no answer at all is a network problem (not "email already in
 * use"); a taken email is the catalogue's email_taken (SPEC.md's registrationError); any other
 * refusal is the server's own text, which it writes in the reader's language.
 */
function registrationFailure(error: unknown, t: (key: string) => string): string {
  if (error instanceof NetworkError) return t('registerNetworkError');
  if (statusOf(error) === 409 || (error instanceof ApiError && error.code === 'email_taken'))
    return catalogueText('email_taken');
  if (error instanceof ApiError && error.detail && error.status !== 500) return error.detail;
  return t('registerFailed');
}
