import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { newPasswordSchema } from '@mobilo/contract';
import { useForm } from 'react-hook-form';
import { useRevealInvalidField } from '../../../lib/form-errors';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifyApiError, notifySuccess, toApiErrorOrUnknown } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import '../profile-texts';

const schema = z
  .object({
    currentPassword: z.string().min(1, 'currentRequired'),
    password: newPasswordSchema,
    passwordConfirm: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirm, { path: ['passwordConfirm'], message: 'passwordMismatch' });
type Form = z.infer<typeof schema>;
type PasswordMessage = 'currentRequired' | 'passwordRegex' | 'passwordMismatch' | 'wrong';

const resolver = zodResolver(schema, {
  error: (issue) => {
    if (issue.path?.[0] === 'currentPassword') return 'currentRequired';
    if (issue.path?.[0] === 'passwordConfirm') return 'passwordMismatch';
    return 'passwordRegex';
  },
});

export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const form = useForm<Form>({
    resolver,
    mode: 'onChange',
    defaultValues: { currentPassword: '', password: '', passwordConfirm: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isValid },
  } = form;
  const formRef = useRevealInvalidField(form);
  const close = () => {
    reset();
    onClose();
  };
  const message = (key: string | undefined) => (key ? t(`password.${key as PasswordMessage}`) : undefined);
  const toggle = { 'aria-label': t('password.show') };

  const submit = handleSubmit(({ currentPassword, password }) =>
    change.mutate(
      { oldPassword: currentPassword, newPassword: password },
      {
        onSuccess: () => {
          notifySuccess(t('password.changed'));
          close();
        },
        onError: (raw) => {
          const error = toApiErrorOrUnknown(raw);
          if (error.errorCode === 'WRONG_PASSWORD') setError('currentPassword', { message: 'wrong' });
          else notifyApiError(error);
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('password.title')}>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            visibilityToggleButtonProps={toggle}
            error={message(errors.currentPassword?.message)}
            {...register('currentPassword')}
          />
          <PasswordInput
            label={t('password.new')}
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            error={message(errors.password?.message)}
            {...register('password')}
          />
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            error={message(errors.passwordConfirm?.message)}
            {...register('passwordConfirm')}
          />
          <Text size="xs" c="dimmed">
            {t('password.requirements')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={!isValid} loading={change.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
