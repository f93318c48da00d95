import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { tokenStore } from '../../lib/storage/tokenStore';
import { parseCallbackHash, type CallbackResult } from './callbackHash';
import { safeReturnTo } from './loginRequest';
import { browser, decideLoginMode, fetchSsoConfiguration, linkedinStartUrl, ssoStartUrl } from './sso';
import { LoadingIndicator } from '../../components/LoadingIndicator';

/** CHR-37, ERR-08: "There was a problem with your log in:", the message, and "Try again" (login again, back to /). */
export function LoginProblem({ message }: { message: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="md" p="xl" radius="lg" maw={520} w="100%" data-testid="login-problem">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconAlertTriangle size={30} />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('sso.problem')}
          </Title>
          <Text data-testid="login-problem-message">{message}</Text>
          <Button onClick={() => void navigate('/login?returnTo=%2F', { replace: true })} data-testid="login-problem-retry">
            {t('sso.tryAgain')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

function Redirecting() {
  return (
    <Center mih="100vh" data-testid="auth-redirecting">
      <LoadingIndicator type="dots" />
    </Center>
  );
}

/** /auth/callback and /auth/linkedin/callback: store the token and go on, or show the login problem. */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [result] = useState<CallbackResult>(() => parseCallbackHash(window.location.hash));
  useEffect(() => {
    if (result.kind !== 'token') return;
    tokenStore.set(result.token);
    void navigate(result.returnTo, { replace: true });
  }, [result, navigate]);
  if (result.kind === 'error') return <LoginProblem message={result.message} />;
  if (result.kind === 'invalid') return <LoginProblem message={t('sso.invalidCallback')} />;
  return <Redirecting />;
}

/** /auth/linkedin: the professional-network sign-in (AUTH-19), started by the server. */
export function AuthLinkedinPage() {
  const [params] = useSearchParams();
  useEffect(() => {
    browser.assign(linkedinStartUrl(safeReturnTo(params.get('returnTo'))));
  }, [params]);
  return <Redirecting />;
}

/** /auth/url: starts the SSO flow — the connection named by ?connection=, else the tenant's only one, else /login. */
export function AuthUrlPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const returnTo = safeReturnTo(params.get('returnTo'));
    const named = params.get('connection');
    if (named) {
      browser.assign(ssoStartUrl(named, returnTo));
      return;
    }
    void fetchSsoConfiguration().then((sso) => {
      const mode = decideLoginMode(sso);
      if (mode.kind === 'redirect') browser.assign(ssoStartUrl(mode.connection.id, returnTo));
      else void navigate(`/login?returnTo=${encodeURIComponent(returnTo)}`, { replace: true });
    });
  }, [params, navigate]);
  return <Redirecting />;
}
