import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localizedText } from '@camino/schemas/messages/render-problem';
import type { ConnectRequest } from '../../../shared/server-types';
import { api } from '../lib/api';
import { useWorkspace } from '../app/workspace-context';

/**
 * Server address and admin credentials. The password goes to main, which signs in and keeps
 * the token in memory; the form forgets the password once connected.
 */
export function ConnectForm() {
  const { t, i18n } = useTranslation();
  const { connection, setConnection } = useWorkspace();
  const { register, handleSubmit, formState, setError, resetField } = useForm<ConnectRequest>({
    defaultValues: { server: 'http://127.0.0.1:3000', username: '', password: '' },
  });
  // Main refuses plain http to another machine until the admin confirms (pointer /confirmInsecure).
  const [askInsecure, setAskInsecure] = useState(false);

  const submit = (confirmInsecure: boolean) =>
    handleSubmit(async (values) => {
      const result = await api.server.connect({ ...values, confirmInsecure });
      if (!result.ok && result.problems.some((p) => p.pointer === '/confirmInsecure'))
        return setAskInsecure(true);
      setAskInsecure(false);
      resetField('password');
      if (result.ok) return setConnection(result.value);
      for (const problem of result.problems) {
        const field = problem.pointer.slice(1) as keyof ConnectRequest;
        const message = localizedText(problem, i18n.language);
        if (field === 'server' || field === 'username' || field === 'password') setError(field, { message });
        else setError('root', { message });
      }
    });
  const onSubmit = submit(false);

  if (connection) {
    return (
      <Group justify="space-between">
        <Text size="sm" data-testid="connection">
          {t('connectedAs', { ...connection })}
        </Text>
        <Button
          variant="default"
          size="xs"
          onClick={async () => {
            await api.server.disconnect();
            setConnection(null);
          }}
        >
          {t('disconnect')}
        </Button>
      </Group>
    );
  }

  const required = { required: t('required') };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t('serverUrl')}
          {...register('server', required)}
          error={formState.errors.server?.message}
        />
        <Group grow align="start">
          <TextInput
            label={t('username')}
            autoComplete="username"
            {...register('username', required)}
            error={formState.errors.username?.message}
          />
          <PasswordInput
            label={t('password')}
            autoComplete="current-password"
            {...register('password', required)}
            error={formState.errors.password?.message}
          />
        </Group>
        {askInsecure && (
          <Alert color="orange" py={6} data-testid="insecure-warning">
            <Stack gap={6} align="start">
              <Text size="sm">{t('insecureServer')}</Text>
              <Button size="xs" color="orange" onClick={() => void submit(true)()}>
                {t('connectAnyway')}
              </Button>
            </Stack>
          </Alert>
        )}
        {formState.errors.root && (
          <Alert color="red" py={6}>
            {formState.errors.root.message}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed" maw={420}>
            {t('tokenNote')}
          </Text>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('connect')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
