import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@mobilo/contract';
import { useForm } from 'react-hook-form';
import { useRevealInvalidField } from '../../../lib/form-errors';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notifyInfo, toastDurations } from '../../../lib/notify';
import { useForgotPassword } from '../api/forgot-password';
import { LegalLinks } from './legal-links';
import '../auth-texts';

const resolver = zodResolver(forgotPasswordRequestSchema, {
  error: (issue) => (issue.input === '' ? 'emailRequired' : 'emailInvalid'),
});

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const forgot = useForgotPassword({
    onSuccess: () => {
      notifyInfo(t('forgot.success'), { autoClose: toastDurations.success });
      void navigate(paths.auth.login.href());
    },
  });
  const form = useForm<ForgotPasswordRequest>({ resolver, defaultValues: { email: '' } });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const formRef = useRevealInvalidField(form);

  return (
    <Stack gap="lg" w="100%" maw={420}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
        <form
          ref={formRef}
          onSubmit={(event) => void handleSubmit((values) => forgot.mutate(values))(event)}
          noValidate
        >
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('forgot.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('forgot.text')}
            </Text>
            <TextInput
              label={t('login.email')}
              type="email"
              autoComplete="username"
              error={
                errors.email?.message ? t(`login.validation.${errors.email.message as 'emailRequired'}`) : undefined
              }
              {...register('email')}
            />
            <Button type="submit" fullWidth loading={forgot.isPending}>
              {t('forgot.submit')}
            </Button>
            <Anchor component={Link} to={paths.auth.login.href()} size="sm" ta="center">
              {t('forgot.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      </Paper>
      <LegalLinks />
    </Stack>
  );
}
