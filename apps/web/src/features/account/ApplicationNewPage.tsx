import { Button, Center, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { restRequest } from '../../lib/rest/restRequest';
import { useRestErrorText } from '../../lib/rest/useRestErrorText';
import { tokenStore } from '../../lib/storage/tokenStore';
import { PlaceholderPage } from '../../app/routes/PlaceholderPage';
import { browser, decideLoginMode, ssoStartUrl, useSsoConfiguration } from '../auth';
import { useViewer } from '../../app/viewer/ViewerContext';
import { AccountCard } from './AccountCard';
import { FormError } from './FormError';
import { PasswordPair, type PasswordPairValues } from './PasswordPair';
import { useAppForm } from '../../lib/forms/useAppForm';
import { LoadingIndicator } from '../../components/LoadingIndicator';

/** Back to this page after an SSO sign-up or a sign-in, with the call chosen (?call={slug}) kept. */
function useReturnTo(): string {
  const location = useLocation();
  return `/application/new${location.search}`;
}
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface SignupValues extends PasswordPairValues {
  firstName: string;
  lastName: string;
  email: string;
}

function SignupForm() {
  const { t } = useTranslation();
  const failureText = useRestErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, getValues, formState } = useAppForm<SignupValues>({
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmation: '' },
  });
  const onSubmit = handleSubmit(async ({ firstName, lastName, email, password }) => {
    setServerError(null);
    const result = await restRequest<{ token?: string }>('POST', '/api/users/signup', {
      body: { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim(), password },
      auth: false,
    });
    // Signed in as an applicant: this same route then shows the new application.
    if (result.ok && result.data.token) tokenStore.set(result.data.token);
    else if (!result.ok) setServerError(failureText(result));
  });
  const required = (field: string) => (v: string) => v.trim() !== '' || t('validation.required', { field });
  const { errors, isSubmitting } = formState;
  const emailField = t('login.email');
  return (
    <AccountCard title={t('account.signup.title')} subtitle={t('account.signup.subtitle')} testId="signup-page" backToLogin>
      <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="signup-form">
        <Stack gap="md">
          <FormError message={serverError} testId="signup-error" />
          <Group grow align="flex-start">
            <TextInput
              label={t('account.firstName')}
              autoComplete="given-name"
              error={errors.firstName?.message}
              data-testid="signup-first-name"
              {...register('firstName', { validate: required(t('account.firstName')) })}
            />
            <TextInput
              label={t('account.lastName')}
              autoComplete="family-name"
              error={errors.lastName?.message}
              data-testid="signup-last-name"
              {...register('lastName', { validate: required(t('account.lastName')) })}
            />
          </Group>
          <TextInput
            label={emailField}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            data-testid="signup-email"
            {...register('email', {
              validate: (v) =>
                v.trim() === ''
                  ? t('validation.required', { field: emailField })
                  : EMAIL_PATTERN.test(v.trim()) || t('validation.email', { field: emailField }),
            })}
          />
          <PasswordPair register={register} getValues={getValues} errors={errors} testIdPrefix="signup" />
          <Button type="submit" loading={isSubmitting} fullWidth data-testid="signup-submit">
            {t('account.signup.submit')}
          </Button>
        </Stack>
      </form>
    </AccountCard>
  );
}

function Waiting() {
  return (
    <Center mih="100vh" data-testid="signup-redirecting">
      <LoadingIndicator type="dots" />
    </Center>
  );
}

/** /application/new for visitors (RTE-07, GAP-13): SSO sign-up when SSO is in use, else the applicant sign-up form. */
function VisitorSignup() {
  const RETURN_TO = useReturnTo();
  const sso = useSsoConfiguration();
  const mode = sso === undefined ? null : decideLoginMode(sso);
  const redirect = mode?.kind === 'redirect' ? ssoStartUrl(mode.connection.id, RETURN_TO) : null;
  useEffect(() => {
    if (redirect) browser.assign(redirect);
  }, [redirect]);
  if (!mode || mode.kind === 'redirect') return <Waiting />;
  if (mode.kind === 'choose') return <Navigate to={`/login?returnTo=${encodeURIComponent(RETURN_TO)}`} replace />;
  return <SignupForm />;
}

/** `signedIn`: what a signed-in applicant sees (the intake of features/applications, given by the page registry). */
export function ApplicationNewPage({ signedIn }: { signedIn?: ReactNode }) {
  const viewer = useViewer();
  if (viewer.status === 'authenticated') return signedIn ?? <PlaceholderPage page="applicationNew" />;
  if (viewer.status === 'loading') return <Waiting />;
  return <VisitorSignup />;
}
