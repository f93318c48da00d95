import { Button, Center, Divider, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconKey } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTenant } from '../../app/incubator/TenantContext';
import { LoginForm } from './LoginForm';
import { safeReturnTo } from './loginRequest';
import { browser, decideLoginMode, ssoStartUrl } from './sso';
import { useSsoConfiguration } from './useSsoConfiguration';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const PROVIDER_NAMES: Record<string, string> = { linkedin: 'LinkedIn', google: 'Google', microsoft: 'Microsoft' };

export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}

function providerUrl(provider: string, returnTo: string): string {
  return provider === 'linkedin' ? `/auth/linkedin?returnTo=${encodeURIComponent(returnTo)}` : ssoStartUrl(provider, returnTo);
}

/** TEN-11: the tenant's enabled login providers, offered beside the password form. */
function ProviderButtons({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const { incubator } = useTenant();
  const providers = (incubator?.loginProviders ?? []).filter((p) => p.enabled && p.provider !== 'local');
  if (providers.length === 0) return null;
  return (
    <Stack gap="xs">
      <Divider label={t('sso.or')} labelPosition="center" />
      {providers.map(({ provider }) => (
        <Button
          key={provider}
          component="a"
          href={providerUrl(provider, returnTo)}
          variant="default"
          leftSection={provider === 'linkedin' ? <IconBrandLinkedin size={18} /> : <IconKey size={18} />}
          data-testid="login-provider"
          data-provider={provider}
        >
          {t('sso.continueWith', { name: providerName(provider) })}
        </Button>
      ))}
    </Stack>
  );
}

/** RTE-02, AUTH-04, GAP-12: the password form, straight to the one SSO connection, or one button per connection. */
export function LoginMethods() {
  const { t } = useTranslation();
  const sso = useSsoConfiguration();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const mode = sso === undefined ? null : decideLoginMode(sso);
  const redirectTo = mode?.kind === 'redirect' ? ssoStartUrl(mode.connection.id, returnTo) : null;

  useEffect(() => {
    if (redirectTo) browser.assign(redirectTo);
  }, [redirectTo]);

  if (!mode || mode.kind === 'redirect') {
    return (
      <Center py="xl" data-testid={mode ? 'sso-redirecting' : 'login-loading'}>
        <Stack align="center" gap="xs">
          <LoadingIndicator type="dots" />
          {mode ? <Text c="dimmed" size="sm">{t('sso.redirecting')}</Text> : null}
        </Stack>
      </Center>
    );
  }
  if (mode.kind === 'choose') {
    return (
      <Stack gap="sm" data-testid="sso-connections">
        <Text c="dimmed" size="sm">
          {t('sso.choose')}
        </Text>
        {mode.connections.map((c) => (
          <Button
            key={c.id}
            component="a"
            href={ssoStartUrl(c.id, returnTo)}
            size="md"
            variant="light"
            leftSection={<IconKey size={18} />}
            data-testid="sso-connection"
            data-connection-id={c.id}
          >
            {c.name}
          </Button>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <LoginForm />
      <ProviderButtons returnTo={returnTo} />
    </Stack>
  );
}
