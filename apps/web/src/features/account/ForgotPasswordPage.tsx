import { Alert, Button, Center, Stack, TextInput } from '@mantine/core';
import { IconAt, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { restRequest } from '../../lib/rest/restRequest';
import { useRestErrorText } from '../../lib/rest/useRestErrorText';
import { ssoInUse, useSsoConfiguration } from '../auth';
import { AccountCard } from './AccountCard';
import { FormError } from './FormError';
import { useAppForm } from '../../lib/forms/useAppForm';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /forgotpassword (AUTH-06): request a reset link; the server's text on failure; /login while SSO is used (GAP-11). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const sso = useSsoConfiguration();
  const failureText = useRestErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useAppForm<{ email: string }>({ mode: 'onTouched', defaultValues: { email: '' } });

  if (sso === undefined) {
    return (
      <Center mih="100vh">
        <LoadingIndicator type="dots" />
      </Center>
    );
  }
  if (ssoInUse(sso)) return <Navigate to="/login" replace />;

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    const result = await restRequest('POST', '/api/users/sendresetpassword', { body: { email: email.trim() }, auth: false });
    if (result.ok) setSentTo(email.trim());
    else setServerError(failureText(result, true));
  });

  const field = t('login.email');
  return (
    <AccountCard title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')} testId="forgot-password-page" backToLogin>
      {sentTo ? (
        <Alert color="teal" icon={<IconMailCheck size={18} />} data-testid="forgot-password-sent" role="status">
          {t('account.forgot.sent', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="forgot-password-form">
          <Stack gap="md">
            <FormError message={serverError} testId="forgot-password-error" />
            <TextInput
              label={field}
              type="email"
              autoComplete="email"
              leftSection={<IconAt size={16} />}
              error={errors.email?.message}
              {...register('email', {
                validate: (v) =>
                  v.trim() === ''
                    ? t('validation.required', { field })
                    : EMAIL_PATTERN.test(v.trim()) || t('validation.email', { field }),
              })}
            />
            <Button type="submit" loading={isSubmitting} fullWidth data-testid="forgot-password-submit">
              {t('account.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
