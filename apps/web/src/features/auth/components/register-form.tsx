import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import type { TokenUser } from '@mobilo/contract';
import { useForm } from 'react-hook-form';
import { useRevealInvalidField } from '../../../lib/form-errors';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { notifyApiError, toApiErrorOrUnknown } from '../../../lib/notify';
import { useAppInfo } from '../../../lib/app-info';
import { logout } from '../api/logout';
import { useRegister } from '../api/register';
import { isMobileDevice } from '../hooks/use-is-mobile-device';
import {
  NewPasswordFields,
  newPasswordFormSchema,
  passwordMessageOf,
  type NewPasswordForm,
} from './new-password-fields';
import '../auth-texts';

type RegisterForm = NewPasswordForm & { termsAccepted: boolean };

const withPassword = zodResolver(newPasswordFormSchema.and(z.object({ termsAccepted: z.boolean() })), {
  error: passwordMessageOf,
});
const withoutPassword = zodResolver(z.object({ termsAccepted: z.boolean() }).passthrough());

/**
 * Users who sign in only through a provider (their own or their company's) choose no password:
 * the server sets a random one, and they continue at the login page.
 */
export function RegisterForm({ token, tokenUser }: { token: string; tokenUser: TokenUser }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const appInfo = useAppInfo();
  const registerCall = useRegister();
  const external = tokenUser.onlyExternalAuthentication || tokenUser.companySSOAuthentication;
  const form = useForm<RegisterForm>({
    resolver: (external ? withoutPassword : withPassword) as never,
    mode: 'onChange',
    defaultValues: { password: '', passwordConfirm: '', termsAccepted: false },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const formRef = useRevealInvalidField(form);

  const submit = handleSubmit((values) =>
    registerCall.mutate(
      { token, password: external ? '' : values.password, termsAccepted: values.termsAccepted },
      {
        onSuccess: async (session) => {
          if (isMobileDevice() && appInfo.data) {
            window.location.assign(appInfo.data.mobileAppUrl);
          } else if (session.user.onlyExternalAuthentication) {
            await logout().catch(() => undefined);
            void navigate(paths.auth.login.href(), { replace: true });
          } else {
            void navigate(paths.home.href(), { replace: true });
          }
        },
        onError: (raw) => {
          const error = toApiErrorOrUnknown(raw);
          if (error.errorCode === 'USER_HAS_NOT_ACCEPTED_TERMS') {
            setError('termsAccepted', { message: t('USER_HAS_NOT_ACCEPTED_TERMS', { ns: 'errors' }) });
          } else if (error.errorCode === 'INVALID_INPUT') {
            setError('passwordConfirm', { message: 'registerInvalid' });
          } else {
            notifyApiError(error);
          }
        },
      },
    ),
  );

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {external ? (
          <Alert color="secondary" variant="light">
            {t('register.externalHint')}
          </Alert>
        ) : (
          <NewPasswordFields register={register} errors={errors} />
        )}
        <Checkbox
          label={
            <Trans
              t={t}
              i18nKey="register.acceptTerms"
              components={{
                terms: <Anchor component={Link} to={paths.auth.termsConditions.href(token)} target="_blank" />,
              }}
            />
          }
          error={errors.termsAccepted?.message}
          {...register('termsAccepted')}
        />
        <Button type="submit" fullWidth loading={registerCall.isPending}>
          {t('register.submit')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('register.roleInfo', {
            role: t(`roles.${tokenUser.roleName}`, { ns: 'common', defaultValue: tokenUser.roleName }),
          })}
        </Text>
      </Stack>
    </form>
  );
}
