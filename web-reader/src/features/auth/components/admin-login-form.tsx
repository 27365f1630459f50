import { Anchor, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { statusOf } from '../../../lib/api-errors';
import { catalogueText } from '../../../lib/messages';
import { saveSession } from '../../../lib/session';
import { login } from '../api/login';
import { safeRedirect } from '../utils/safe-redirect';
import { waitMinutes } from '../utils/wait-minutes';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { PasswordField } from './password-field';

interface Fields {
  username: string;
  password: string;
}

/**
 * /login: the administrators' sign-in (username and password, both required). `?redirect=` (an
 * /admin path) is where it goes afterwards.
 */
export function AdminLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Fields>({
    defaultValues: { username: '', password: '' },
  });

  // A member who landed here (a theme link, a shared page) signs in on the member page, going on
  // to the same place afterwards.
  const redirect = params.get('redirect');
  const memberSignIn = redirect ? `/user-login?redirect=${encodeURIComponent(redirect)}` : '/user-login';

  const onSubmit = async ({ username, password }: Fields) => {
    setFailure(null);
    try {
      const response = await login({ username: username.trim(), password });
      if (response.user_type !== 'admin') {
        setFailure(t('notAnAdmin'));
        return;
      }
      saveSession(response);
      // Back to the admin tab that sent here (a shared /admin/users link), never off the panel.
      const target = safeRedirect(params.get('redirect'), '/admin');
      await navigate(target.startsWith('/admin') ? target : '/admin', { replace: true });
    } catch (error) {
      const status = statusOf(error);
      if (status === 429) setFailure(t('tooManyAttempts', { minutes: waitMinutes(error) }));
      else if (status === 401 || status === 403) setFailure(catalogueText('admin_invalid_credentials'));
      else setFailure(t('loginError'));
    }
  };

  return (
    <AuthCard title={t('adminLoginTitle')} lead={t('adminLoginLead')}>
      <AuthForm
        failure={failure}
        onSubmit={handleSubmit(onSubmit)}
        submitLabel={t('signIn')}
        submitting={formState.isSubmitting}
      >
        <TextInput
          label={t('username')}
          autoComplete="username"
          required
          error={formState.errors.username?.message}
          {...register('username', { required: t('fieldRequired') })}
        />
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          required
          error={formState.errors.password?.message}
          {...register('password', { required: t('fieldRequired') })}
        />
      </AuthForm>
      <Text size="sm" c="dimmed">
        {t('areYouMember')}{' '}
        <Anchor component={Link} to={memberSignIn} size="sm" data-testid="member-sign-in-link">
          {t('memberSignIn')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
