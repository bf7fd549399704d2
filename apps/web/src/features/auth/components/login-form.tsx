import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { loginRequestSchema, type LoginRequest } from '@mobilo/contract';
import { useState } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useRevealInvalidField } from '../../../lib/form-errors';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isCountdownVisible } from '../hooks/use-countdown';
import '../auth-texts';

/** The contract's rules decide validity; these are the messages the visitor reads. */
type ValidationMessage = 'emailRequired' | 'emailInvalid' | 'passwordRequired';
const wrongCredentialsType = 'wrongCredentials';

function validationMessageOf(issue: { path?: PropertyKey[]; input?: unknown }): ValidationMessage {
  if (issue.path?.[0] === 'email') return issue.input === '' ? 'emailRequired' : 'emailInvalid';
  return 'passwordRequired';
}

const fullResolver = zodResolver(loginRequestSchema, { error: validationMessageOf });
// Not strict: the (hidden) password field is part of the values in the first step.
const emailResolver = zodResolver(z.object({ email: loginRequestSchema.shape.email }), { error: validationMessageOf });

export interface LoginFormProps {
  onSubmit: (values: LoginRequest, handlers: { onWrongCredentials: () => void }) => void;
  /** Asks how this email signs in: true when the password is needed here. */
  onLookup: (email: string) => Promise<boolean>;
  isPending: boolean;
  lockSecondsLeft: number;
}

/**
 * Email first: the server says whether the password is asked here or the browser goes to the
 * company's provider. Touching the email again goes back to that first step.
 */
export function LoginForm({ onSubmit, onLookup, isPending, lockSecondsLeft }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [lookingUp, setLookingUp] = useState(false);
  // useForm takes the resolver of the latest render, so it follows the step.
  const resolver: Resolver<LoginRequest> =
    step === 'email' ? (emailResolver as unknown as Resolver<LoginRequest>) : fullResolver;
  const form = useForm<LoginRequest>({ resolver, defaultValues: { email: '', password: '' } });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  const formRef = useRevealInvalidField(form);

  const messageOf = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === wrongCredentialsType) return t('WRONG_CREDENTIALS', { ns: 'errors' });
    return t(`login.validation.${error.message as ValidationMessage}`);
  };

  const backToEmail = () => {
    if (step !== 'password') return;
    setStep('email');
    setValue('password', '');
    clearErrors('password');
  };

  const submit = handleSubmit(async (values) => {
    if (step === 'password') {
      onSubmit(values, {
        onWrongCredentials: () => setError('password', { type: wrongCredentialsType }, { shouldFocus: true }),
      });
      return;
    }
    setLookingUp(true);
    try {
      if (await onLookup(values.email)) setStep('password');
    } finally {
      setLookingUp(false);
    }
  });

  const emailField = register('email', { onChange: backToEmail });
  const locked = lockSecondsLeft > 0;

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          withAsterisk={false}
          error={messageOf(errors.email)}
          onClick={backToEmail}
          {...emailField}
        />
        {step === 'password' ? (
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the field appears because the visitor went on from the email; focus follows them
            autoFocus
            // The toggle reports its state with aria-pressed; its name must not contain the field's
            // label, or "Password" would name two elements.
            visibilityToggleButtonProps={{ 'aria-label': t('login.showCharacters') }}
            error={messageOf(errors.password)}
            // PasswordInput marks only its wrapper as invalid; assistive technology reads the input.
            aria-invalid={errors.password ? true : undefined}
            {...register('password')}
          />
        ) : null}
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.auth.forgotPassword.href()} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        {isCountdownVisible(lockSecondsLeft) ? (
          <Text role="status" c="danger" size="sm">
            {t('login.lockedCountdown', { seconds: lockSecondsLeft })}
          </Text>
        ) : null}
        <Button type="submit" fullWidth loading={isPending || lookingUp} disabled={locked}>
          {step === 'email' ? t('login.next') : t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
