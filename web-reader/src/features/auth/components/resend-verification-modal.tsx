import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from '../utils/password-rules';

interface ResendVerificationModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the email typed; the modal closes when it resolves. */
  onSubmit: (email: string) => Promise<void>;
}

/** The "prompt" of SPEC.md §2 for a new verification link, as an accessible dialog. */
export function ResendVerificationModal({ opened, onClose, onSubmit }: ResendVerificationModalProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, reset } = useForm<{ email: string }>({
    defaultValues: { email: '' },
  });
  const submit = async ({ email }: { email: string }) => {
    await onSubmit(email.trim());
    reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('resendVerification')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('resendVerificationPrompt')}
            type="email"
            autoComplete="email"
            required
            data-autofocus
            error={formState.errors.email?.message}
            {...register('email', {
              required: t('fieldRequired'),
              pattern: { value: EMAIL_PATTERN, message: t('invalidEmail') },
            })}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {t('send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
