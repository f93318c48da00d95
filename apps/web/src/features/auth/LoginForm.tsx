import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { defaultFieldErrors } from '../../lib/forms/fieldMessages';
import { tokenStore } from '../../lib/storage/tokenStore';
import { requestLogin, safeReturnTo } from './loginRequest';

interface LoginValues {
  email: string;
  password: string;
}

// zod/mini keeps the login chunk small (bundle budget); the texts are D1 §5's default messages (ERR-18, ERR-21).
const LOGIN_SCHEMA = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.email()),
  password: z.string().check(z.minLength(1)),
});

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const fieldErrors = useMemo(() => defaultFieldErrors(t, { email: t('login.email'), password: t('login.password') }), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors, touchedFields, isSubmitting, isSubmitted },
  } = useForm<LoginValues>({ resolver: zodResolver(LOGIN_SCHEMA, { error: fieldErrors }), mode: 'onTouched', defaultValues: { email: '', password: '' } });
  // D1 §5: a field's message shows only when it is touched (or after a submit attempt) and in error.
  const fieldError = (name: keyof LoginValues): string | undefined =>
    touchedFields[name] || isSubmitted ? errors[name]?.message : undefined;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      const result = await requestLogin(email.trim(), password);
      if (result.ok) {
        tokenStore.set(result.token);
        await navigate(safeReturnTo(searchParams.get('returnTo')), { replace: true });
        return;
      }
      setServerError(result.status === 401 && result.message ? result.message : (result.message ?? t('login.failed')));
    } catch {
      setServerError(t('errors.network'));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="login-form">
      <Stack gap="md">
        {serverError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} data-testid="login-error" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <TextInput
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          type="email"
          autoComplete="username"
          leftSection={<IconAt size={16} />}
          size="md"
          error={fieldError('email')}
          {...register('email')}
        />
        <PasswordInput
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          size="md"
          error={fieldError('password')}
          {...register('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgotpassword" size="sm" data-testid="forgot-password">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={isSubmitting} data-testid="login-submit">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
