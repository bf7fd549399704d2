import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useRevealInvalidField } from '../../../lib/form-errors';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { notifyApiError, notifyInfo, notifyWarning, toApiErrorOrUnknown, toastDurations } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';
import { LegalLinks } from './legal-links';
import {
  NewPasswordFields,
  newPasswordFormSchema,
  passwordMessageOf,
  type NewPasswordForm,
} from './new-password-fields';
import '../auth-texts';

const resolver = zodResolver(newPasswordFormSchema, { error: passwordMessageOf });

function MissingToken() {
  const { t } = useTranslation('auth');
  useEffect(() => notifyWarning(t('reset.tokenInvalid'), { autoClose: toastDurations.error }), [t]);
  return <Navigate to={paths.auth.index.href()} replace />;
}

/** Every outcome but a weak password leaves for the unauthenticated index (specification §4). */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<NewPasswordForm>({
    resolver,
    mode: 'onChange',
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const formRef = useRevealInvalidField(form);

  if (token === '') return <MissingToken />;

  const submit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notifyInfo(t('reset.success'), { autoClose: toastDurations.success });
          void navigate(paths.auth.index.href(), { replace: true });
        },
        onError: (raw) => {
          const error = toApiErrorOrUnknown(raw);
          if (error.errorCode === 'ACCESS_DENIED' || error.errorCode === 'NOT_A_VALID_UUID') {
            notifyWarning(t('reset.tokenExpired'));
            void navigate(paths.auth.index.href(), { replace: true });
          } else if (error.errorCode === 'INVALID_INPUT') {
            setError('passwordConfirm', { message: 'resetInvalid' });
          } else {
            notifyApiError(error);
          }
        },
      },
    ),
  );

  return (
    <Stack gap="lg" w="100%" maw={420}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
        <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('reset.title')}
            </Title>
            <NewPasswordFields register={register} errors={errors} />
            <Button type="submit" fullWidth loading={reset.isPending}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <LegalLinks />
    </Stack>
  );
}
