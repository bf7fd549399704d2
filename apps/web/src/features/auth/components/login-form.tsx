import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { loginRequestSchema, type LoginRequest } from '@mobilo/contract';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The contract's rules decide validity; these are the messages the visitor reads. */
type ValidationMessage = 'emailRequired' | 'emailInvalid' | 'passwordRequired';
const wrongCredentialsType = 'wrongCredentials';

function validationMessageOf(issue: { path?: PropertyKey[]; input?: unknown }): ValidationMessage {
  if (issue.path?.[0] === 'email') return issue.input === '' ? 'emailRequired' : 'emailInvalid';
  return 'passwordRequired';
}

const resolver = zodResolver(loginRequestSchema, { error: validationMessageOf });

/** How many seconds before the end of a lock the countdown is shown. */
const countdownVisibleFrom = 10;

export interface LoginFormProps {
  onSubmit: (values: LoginRequest, handlers: { onWrongCredentials: () => void }) => void;
  isPending: boolean;
  lockSecondsLeft: number;
}

export function LoginForm({ onSubmit, isPending, lockSecondsLeft }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginRequest>({ resolver, defaultValues: { email: '', password: '' } });

  const messageOf = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === wrongCredentialsType) return t('WRONG_CREDENTIALS', { ns: 'errors' });
    return t(`login.validation.${error.message as ValidationMessage}`);
  };

  const submit = handleSubmit((values) =>
    onSubmit(values, {
      onWrongCredentials: () => setError('password', { type: wrongCredentialsType }, { shouldFocus: true }),
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          withAsterisk={false}
          error={messageOf(errors.email)}
          {...register('email')}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          // The toggle reports its state with aria-pressed; its name must not contain the field's
          // label, or "Password" would name two elements.
          visibilityToggleButtonProps={{ 'aria-label': t('login.showCharacters') }}
          error={messageOf(errors.password)}
          // PasswordInput marks only its wrapper as invalid; assistive technology reads the input.
          aria-invalid={errors.password ? true : undefined}
          {...register('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.auth.forgotPassword.href()} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        {lockSecondsLeft > 0 && lockSecondsLeft <= countdownVisibleFrom ? (
          <Text role="status" c="danger" size="sm">
            {t('login.lockedCountdown', { seconds: lockSecondsLeft })}
          </Text>
        ) : null}
        <Button type="submit" fullWidth loading={isPending}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
