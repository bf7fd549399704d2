import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { isEmailAddress, type LoginRequest } from '@mobilo/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { isCountdownVisible } from '../hooks/use-countdown';
import '../auth-texts';

/** What a field may say: the contract's rules (`isEmailAddress` is the login schema's) or the server's refusal. */
type FieldMessage = 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'wrongCredentials';
type Step = 'email' | 'password';
interface FieldMessages {
  email?: FieldMessage;
  password?: FieldMessage;
}

/** The rules of the login call's body, for the fields the step shows. */
export function loginFieldMessages(values: LoginRequest, step: Step): FieldMessages {
  const messages: FieldMessages = {};
  if (values.email === '') messages.email = 'emailRequired';
  else if (!isEmailAddress(values.email)) messages.email = 'emailInvalid';
  if (step === 'password' && values.password === '') messages.password = 'passwordRequired';
  return messages;
}

export interface LoginFormProps {
  onSubmit: (values: LoginRequest, handlers: { onWrongCredentials: () => void }) => void;
  /** Asks how this email signs in: true when the password is needed here. */
  onLookup: (email: string) => Promise<boolean>;
  isPending: boolean;
  lockSecondsLeft: number;
}

/**
 * Email first: the server says whether the password is asked here or the browser goes to the
 * company's provider. Touching the email again goes back to that first step. A plain form (the
 * sign-in page loads without a form library): after a refused submit the messages follow the typing.
 */
export function LoginForm({ onSubmit, onLookup, isPending, lockSecondsLeft }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>('email');
  const [values, setValues] = useState<LoginRequest>({ email: '', password: '' });
  const [messages, setMessages] = useState<FieldMessages>({});
  const [refused, setRefused] = useState(false);
  const [lookingUp, setLookingUp] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (next: LoginRequest, nextStep: Step) => {
    setValues(next);
    if (refused) setMessages(loginFieldMessages(next, nextStep));
  };

  const backToEmail = () => {
    if (step !== 'password') return;
    setStep('email');
    setValues((current) => ({ ...current, password: '' }));
    setMessages(({ email }) => ({ email }));
  };

  const messageOf = (message: FieldMessage | undefined): string | undefined => {
    if (!message) return undefined;
    if (message === 'wrongCredentials') return t('WRONG_CREDENTIALS', { ns: 'errors' });
    return t(`login.validation.${message}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = loginFieldMessages(values, step);
    setMessages(found);
    if (found.email || found.password) {
      setRefused(true);
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    if (step === 'password') {
      onSubmit(values, {
        onWrongCredentials: () => {
          setMessages({ password: 'wrongCredentials' });
          passwordRef.current?.focus();
        },
      });
      return;
    }
    setLookingUp(true);
    try {
      if (await onLookup(values.email)) setStep('password');
    } finally {
      setLookingUp(false);
    }
  };

  const locked = lockSecondsLeft > 0;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          ref={emailRef}
          name="email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={values.email}
          error={messageOf(messages.email)}
          onClick={backToEmail}
          onChange={(event) => {
            const email = event.currentTarget.value;
            if (step === 'password') backToEmail();
            change({ email, password: '' }, 'email');
          }}
        />
        {step === 'password' ? (
          <PasswordInput
            ref={passwordRef}
            name="password"
            label={t('login.password')}
            autoComplete="current-password"
            // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the field appears because the visitor went on from the email; focus follows them
            autoFocus
            // The toggle reports its state with aria-pressed; its name must not contain the field's
            // label, or "Password" would name two elements.
            visibilityToggleButtonProps={{ 'aria-label': t('login.showCharacters') }}
            value={values.password}
            error={messageOf(messages.password)}
            // PasswordInput marks only its wrapper as invalid; assistive technology reads the input.
            aria-invalid={messages.password ? true : undefined}
            onChange={(event) => change({ ...values, password: event.currentTarget.value }, step)}
          />
        ) : null}
        <Group justify="flex-end">
          <Anchor href={paths.auth.forgotPassword.href()} size="sm">
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
