import { PasswordInput, Stack, Text } from '@mantine/core';
import { newPasswordSchema } from '@mobilo/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import '../auth-texts';

/** New password and its confirmation, as the register and reset forms ask for them. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, passwordConfirm: z.string() })
  .refine((values) => values.password === values.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'passwordMismatch',
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** zod's issues as message keys of locales/…/auth.json. */
export function passwordMessageOf(issue: { path?: PropertyKey[]; message?: string; input?: unknown }): string {
  if (issue.path?.[0] === 'passwordConfirm')
    return issue.message === 'passwordMismatch' ? 'passwordMismatch' : 'passwordRequired';
  return issue.input === '' || issue.input === undefined ? 'passwordRequired' : 'passwordRegex';
}

export function NewPasswordFields({
  register,
  errors,
}: {
  register: UseFormRegister<NewPasswordForm>;
  errors: FieldErrors<NewPasswordForm>;
}) {
  const { t } = useTranslation('auth');
  const message = (key: string | undefined) => (key ? t(`password.${key}`, { defaultValue: key }) : undefined);
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t('password.new')}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t('login.showCharacters') }}
        error={message(errors.password?.message)}
        aria-invalid={errors.password ? true : undefined}
        {...register('password')}
      />
      <PasswordInput
        label={t('password.confirm')}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t('login.showCharacters') }}
        error={message(errors.passwordConfirm?.message)}
        aria-invalid={errors.passwordConfirm ? true : undefined}
        {...register('passwordConfirm')}
      />
      <Text size="xs" c="dimmed">
        {t('password.requirements')}
      </Text>
    </Stack>
  );
}
