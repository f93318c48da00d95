import { Button, Center, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { restRequest } from '../../lib/rest/restRequest';
import { useRestErrorText } from '../../lib/rest/useRestErrorText';
import { tokenStore } from '../../lib/storage/tokenStore';
import { AccountCard } from './AccountCard';
import { FormError } from './FormError';
import { PasswordPair, type PasswordPairValues } from './PasswordPair';
import { useAppForm } from '../../lib/forms/useAppForm';
import { LoadingIndicator } from '../../components/LoadingIndicator';

interface Invitation {
  email: string;
  firstName: string | null;
  lastName: string | null;
  incubatorName: string;
}
interface AcceptValues extends PasswordPairValues {
  firstName: string;
  lastName: string;
}

/** /acceptinvitation?token= (RTE-04): shows the invitation, sets name and password, signs in and goes to /. */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invitationToken = params.get('token') ?? '';
  const failureText = useRestErrorText();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, getValues, reset, formState } = useAppForm<AcceptValues>({
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', password: '', confirmation: '' },
  });

  useEffect(() => {
    let cancelled = false;
    if (!invitationToken) {
      setLoadError(t('errorCodes.InvalidToken'));
      return undefined;
    }
    void restRequest<Invitation>('GET', `/api/invitations/${encodeURIComponent(invitationToken)}`, { auth: false }).then((result) => {
      if (cancelled) return;
      if (result.ok) {
        setInvitation(result.data);
        reset({ firstName: result.data.firstName ?? '', lastName: result.data.lastName ?? '', password: '', confirmation: '' });
      } else setLoadError(failureText(result));
    });
    return () => {
      cancelled = true;
    };
  }, [invitationToken, failureText, reset, t]);

  const onSubmit = handleSubmit(async ({ firstName, lastName, password }) => {
    setServerError(null);
    const result = await restRequest<{ token?: string }>('POST', '/api/users/acceptinvitation', {
      body: { token: invitationToken, firstName: firstName.trim(), lastName: lastName.trim(), password },
      auth: false,
    });
    if (result.ok && result.data.token) {
      tokenStore.set(result.data.token);
      await navigate('/', { replace: true });
    } else if (!result.ok) setServerError(failureText(result));
  });

  const required = (field: string) => (v: string) => v.trim() !== '' || t('validation.required', { field });
  const { errors, isSubmitting } = formState;
  return (
    <AccountCard
      title={t('account.invitation.title')}
      subtitle={invitation ? t('account.invitation.subtitle', { name: invitation.incubatorName }) : undefined}
      testId="accept-invitation-page"
      backToLogin={loadError !== null}
    >
      {loadError ? <FormError message={loadError} testId="accept-invitation-error" /> : null}
      {!loadError && !invitation ? (
        <Center py="md">
          <LoadingIndicator type="dots" />
        </Center>
      ) : null}
      {invitation ? (
        <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="accept-invitation-form">
          <Stack gap="md">
            <FormError message={serverError} testId="accept-invitation-error" />
            <Text size="sm">
              {t('login.email')}:{' '}
              <Text span fw={600} data-testid="accept-invitation-email">
                {invitation.email}
              </Text>
            </Text>
            <Group grow align="flex-start">
              <TextInput
                label={t('account.firstName')}
                autoComplete="given-name"
                error={errors.firstName?.message}
                data-testid="accept-invitation-first-name"
                {...register('firstName', { validate: required(t('account.firstName')) })}
              />
              <TextInput
                label={t('account.lastName')}
                autoComplete="family-name"
                error={errors.lastName?.message}
                data-testid="accept-invitation-last-name"
                {...register('lastName', { validate: required(t('account.lastName')) })}
              />
            </Group>
            <PasswordPair register={register} getValues={getValues} errors={errors} testIdPrefix="accept-invitation" />
            <Button type="submit" loading={isSubmitting} fullWidth data-testid="accept-invitation-submit">
              {t('account.invitation.submit')}
            </Button>
          </Stack>
        </form>
      ) : null}
    </AccountCard>
  );
}
