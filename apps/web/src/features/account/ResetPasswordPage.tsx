import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { alerts } from '../../lib/alerts/alertStore';
import { restRequest } from '../../lib/rest/restRequest';
import { useRestErrorText } from '../../lib/rest/useRestErrorText';
import { AccountCard } from './AccountCard';
import { FormError } from './FormError';
import { confirmationMessage, passwordMessage } from './passwordPolicy';
import { useAppForm } from '../../lib/forms/useAppForm';

interface ResetValues {
  newPassword: string;
  confirmation: string;
}

/** /reset/:resetToken (AUTH-07, RTE-05): a new password; success → /login with a success alert. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { resetToken = '' } = useParams();
  const failureText = useRestErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useAppForm<ResetValues>({ mode: 'onTouched', defaultValues: { newPassword: '', confirmation: '' } });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setServerError(null);
    const result = await restRequest('POST', '/api/users/resetpassword', { body: { token: resetToken, newPassword }, auth: false });
    if (result.ok) {
      alerts.success(t('account.reset.done'));
      await navigate('/login', { replace: true });
    } else setServerError(failureText(result));
  });

  const field = t('account.password.new');
  return (
    <AccountCard title={t('account.reset.title')} subtitle={t('account.password.policy')} testId="reset-password-page" backToLogin>
      <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="reset-password-form">
        <Stack gap="md">
          <FormError message={serverError} testId="reset-password-error" />
          <PasswordInput
            label={field}
            autoComplete="new-password"
            error={errors.newPassword?.message}
            data-testid="reset-password-new"
            {...register('newPassword', { validate: (v) => passwordMessage(v, t, field) })}
          />
          <PasswordInput
            label={t('account.password.confirm')}
            autoComplete="new-password"
            error={errors.confirmation?.message}
            data-testid="reset-password-confirm"
            {...register('confirmation', { validate: (v) => confirmationMessage(getValues('newPassword'), v, t) })}
          />
          <Button type="submit" loading={isSubmitting} fullWidth data-testid="reset-password-submit">
            {t('account.reset.submit')}
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}
